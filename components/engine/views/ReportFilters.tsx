"use client";

import Stack from "@mui/material/Stack";
import { isKeyed, shownFilters, type ReportDef } from "@/lib/engine/report";
import { useConsoleFlags } from "@/components/shell/console-flags";
import { FilterInput, inTheDrawer, type Update } from "./ReportFilterInput";
import { REPORT_FILTER_DRAWER } from "./report-filter-drawer";
import type { ReportState } from "./useReportState";

/**
 * The report's typed filters: a year, a range of days, words in the bar; the many choices of a member
 * report (gender, religion, place…) in a drawer opened by "Filters", which counts those set.
 */
export function ReportFilters({ report, state, update }: { report: ReportDef; state: ReportState; update: Update }) {
  const filters = shownFilters(report, useConsoleFlags());
  const inBar = filters.filter((filter) => !inTheDrawer(filter));
  const inDrawer = filters.filter(inTheDrawer);
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ flexWrap: "wrap", rowGap: 1.5, alignItems: { md: "center" } }}>
      {inBar.map((filter, i) => (
        <FilterInput key={isKeyed(filter) ? filter.key : `${filter.kind}-${i}`} filter={filter} state={state} update={update} />
      ))}
      {inDrawer.length > 0 && <REPORT_FILTER_DRAWER.Component filters={inDrawer} state={state} update={update} />}
    </Stack>
  );
}
