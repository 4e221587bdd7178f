"use client";

import { ReportView } from "@/components/engine/views/ReportView";
import type { PageViewProps } from "../views";

/** A report page: its filters, its table and its print view, by the page's report declaration. */
export function ReportPageView({ page }: PageViewProps) {
  return <ReportView reportKey={page.slug} slug={page.slug} />;
}
