import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageBySlug } from "@/lib/pages";
import { consoleEnv } from "@/lib/server/env";
import { firstPagesOf } from "@/lib/server/first-pages";
import { pageAccessOf } from "@/lib/server/page-access";
import { AdminPageView } from "@/components/pages/AdminPageView";
import { consoleFlags } from "@/lib/server/console-flags";
import { isOn } from "@/lib/console-flags";
import { MESSAGES } from "@/lib/messages";

interface Props {
  params: Promise<{ page: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The URL's query as the browser's useSearchParams reads it (the first of repeated names). */
function queryOf(search: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  return query;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageBySlug((await params).page);
  return page ? { title: page.title } : {};
}

/** Every admin page of lib/pages.ts: guarded by its title, drawn by its view. */
export default async function AdminPageRoute({ params, searchParams }: Props) {
  const page = pageBySlug((await params).page);
  if (!page) notFound();
  // The first rows are asked while the api confirms the sign-in, not after: they are drawn only once it has.
  const [{ readOnly, rights, opens, viewer }, firstPages, flags] = await Promise.all([pageAccessOf(page), firstPagesOf(page, queryOf(await searchParams)), consoleFlags()]);
  const switchedOff = page.follows && !isOn(flags, page.follows) ? MESSAGES.switchedOff(page.follows) : undefined;
  return <AdminPageView page={page} readOnly={readOnly} rights={rights} imageBaseUrl={consoleEnv().IMAGE_BASE_URL} opens={opens} viewer={viewer} firstPages={firstPages} switchedOff={switchedOff} />;
}
