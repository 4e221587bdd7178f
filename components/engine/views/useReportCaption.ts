"use client";

import { formatDay } from "@/lib/engine/fields/date";
import { reportYears, thisYearRange, type ReportDef } from "@/lib/engine/report";
import { serviceDay } from "@/lib/time-zone";
import { useOptions } from "../useOptions";
import type { ReportState } from "./useReportState";

/**
 * The filters of a report's query in words, for the caption of its print: "Year: 2026 · Gender:
 * Female · Religion: Hindu". A choice of a list is named as the list names it.
 */
export function useReportCaption(report: ReportDef, state: ReportState): string {
  const parts: string[] = [];
  for (const filter of report.filters) {
    switch (filter.kind) {
      case "year":
        parts.push(`${filter.label}: ${state.year ?? reportYears(filter, new Date())[0]}`);
        break;
      case "dateRange": {
        const range = filter.thisYear && !state.from && !state.to ? thisYearRange(serviceDay(new Date())) : { from: state.from, to: state.to };
        if (range.from || range.to) parts.push(`${filter.label}: ${range.from ? formatDay(range.from) : "any day"} to ${range.to ? formatDay(range.to) : "today"}`);
        break;
      }
      case "text":
        if (state.search) parts.push(`Search: "${state.search}"`);
        break;
      case "choice":
        if (state[filter.key]) parts.push(`${filter.label}: ${state[filter.key]}`);
        break;
      case "ref":
        break;
      case "ageRange":
        if (state.ageFrom || state.ageTo) parts.push(`${filter.label}: ${state.ageFrom ?? filter.min} to ${state.ageTo ?? filter.max}`);
        break;
    }
  }
  return [...parts, ...useRefNames(report, state)].join(" · ") || "No filters: every row";
}

/** "Religion: Hindu" for each list filter set, its name read from the list's options (one call per list set). */
function useRefNames(report: ReportDef, state: ReportState): string[] {
  const names: string[] = [];
  for (const filter of report.filters) {
    if (filter.kind !== "ref") continue;
    const value = state[filter.key];
    // The same hooks in the same order on every render: the report's filters are fixed.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { options } = useOptions(filter.resource, filter.dependsOn ? { [filter.dependsOn.field]: state[filter.dependsOn.key] } : {}, Boolean(value));
    if (value) names.push(`${filter.label}: ${options.find((o) => String(o.id) === value)?.name ?? "…"}`);
  }
  return names;
}
