import type { Metadata } from "next";
import { Suspense } from "react";
import { notFound } from "next/navigation";
import { pageBySlug, pagePath, viewOf } from "@/lib/pages";
import { requireAccess } from "@/lib/server/session";
import { ReportPrint } from "@/components/engine/views/ReportPrint";

interface Props {
  params: Promise<{ page: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageBySlug((await params).page);
  return page ? { title: page.title } : {};
}

/** The print view of a report page: guarded by the report page's title. */
export default async function ReportPrintRoute({ params }: Props) {
  const page = pageBySlug((await params).page);
  if (!page || viewOf(page) !== "report") notFound();
  await requireAccess(`${pagePath(page)}/print`);
  return (
    <Suspense>
      <ReportPrint reportKey={page.slug} title={page.title} />
    </Suspense>
  );
}
