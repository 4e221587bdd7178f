import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { openablePages, rightsOn } from "@/lib/access";
import { pageBySlug, pagePath } from "@/lib/pages";
import { consoleEnv } from "@/lib/server/env";
import { requireAccess } from "@/lib/server/session";
import { AdminPageView } from "@/components/pages/AdminPageView";

interface Props {
  params: Promise<{ page: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageBySlug((await params).page);
  return page ? { title: page.title } : {};
}

/** Every admin page of lib/pages.ts: guarded by its title, drawn by its view. */
export default async function AdminPageRoute({ params }: Props) {
  const page = pageBySlug((await params).page);
  if (!page) notFound();
  const credentials = await requireAccess(pagePath(page));
  const opens = openablePages(credentials).map((openable) => openable.slug);
  return <AdminPageView page={page} readOnly={Boolean(credentials.readOnly)} rights={rightsOn(credentials, page.title)} imageBaseUrl={consoleEnv().IMAGE_BASE_URL} opens={opens} />;
}
