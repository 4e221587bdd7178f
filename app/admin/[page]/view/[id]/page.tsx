import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Alert from "@mui/material/Alert";
import { apiPaths } from "@/lib/api-paths";
import type { DetailRecord } from "@/lib/engine/detail";
import { parseIdText } from "@/lib/ids";
import { MESSAGES } from "@/lib/messages";
import { detailPath, pageBySlug, pagePath } from "@/lib/pages";
import { readApi } from "@/lib/server/api-read";
import { consoleEnv } from "@/lib/server/env";
import { pageAccessOf } from "@/lib/server/page-access";
import { consoleFlags } from "@/lib/server/console-flags";
import { PageProviders } from "@/components/pages/PageProviders";
import { PAGE_DETAILS } from "@/components/pages/details";
import { DetailView } from "@/components/pages/detail/DetailView";
import { PageHeader } from "@/components/shell/PageHeader";

interface Props {
  params: Promise<{ page: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageBySlug((await params).page);
  return page?.detail ? { title: page.title } : {};
}

/** The query of this request, every value kept, to come back to it after a refreshed sign-in. */
function queryOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) for (const one of [value ?? []].flat()) query.append(key, one);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * A record's own page, for every page that declares a detail view (lib/pages.ts `detail`): guarded by
 * the page's title, the record read with its tabs' counts, drawn by the page's parts (components/pages/details.tsx)
 * inside the engine's tabs. The member view is one (docs/members.md, "Member view").
 */
export default async function DetailRoute({ params, searchParams }: Props) {
  const { page: slug, id: idText } = await params;
  const page = pageBySlug(slug);
  const parts = PAGE_DETAILS[slug];
  const id = parseIdText(idText);
  // Only a positive whole number names a record; anything else is no page.
  if (!page?.detail || !parts || id === undefined) notFound();
  const path = detailPath(page, id);
  const { readOnly, rights, opens, viewer } = await pageAccessOf(page, path);
  const [answer, flags] = await Promise.all([readApi<DetailRecord>(apiPaths.ofRow(page.detail.resource, id, page.detail.read), `${path}${queryOf(await searchParams)}`), consoleFlags()]);
  if (answer.status === 404) notFound();
  const record = answer.status === 200 ? answer.body.recordList[0] : undefined;
  if (!record) {
    return (
      <>
        <PageHeader title={page.title} description={page.description} />
        <Alert severity="error">{answer.body.message ?? MESSAGES.backendUnavailable}</Alert>
      </>
    );
  }
  return (
    <PageProviders opens={opens} rights={rights} viewer={viewer}>
      {parts.header(record, { readOnly, listHref: pagePath(page) })}
      <Suspense>
        <DetailView slug={page.slug} detail={page.detail} counts={record.counts} recordId={record.id} name={parts.name(record)} readOnly={readOnly} imageBaseUrl={consoleEnv().IMAGE_BASE_URL}>
          {parts.recordTab(record, flags)}
        </DetailView>
      </Suspense>
    </PageProviders>
  );
}
