"use client";

import { ReportView } from "@/components/engine/views/ReportView";
import { REPORT_CHART } from "@/components/engine/views/report-chart";
import { REPORT_FILTER_DRAWER } from "@/components/engine/views/report-filter-drawer";
import { inTheDrawer } from "@/components/engine/views/ReportFilterInput";
import { reportByKey } from "@/lib/reports/index";
import type { PageViewProps } from "../views";
import type { ViewParts } from "./view-parts";

/** The chunks a report draws with its view when it has them: its chart, its drawer of filters. */
const partsOf = (slug: string) => {
  const report = reportByKey(slug);
  return [report?.chart && REPORT_CHART, report?.filters.some(inTheDrawer) && REPORT_FILTER_DRAWER].filter((part) => part !== undefined && part !== false);
};

/** A report waits for its chart's and its drawer's code with its view: all are drawn at once. */
export const REPORT_VIEW_PARTS: ViewParts = {
  preload: async (page) => Promise.all(partsOf(page.slug).map((part) => part.preload())),
  ready: (page) => partsOf(page.slug).every((part) => part.loaded()),
};

/** A report page: its filters, its table and its print view, by the page's report declaration. */
export function ReportPageView({ page }: PageViewProps) {
  return <ReportView reportKey={page.slug} slug={page.slug} />;
}
