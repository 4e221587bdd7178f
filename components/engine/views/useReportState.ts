"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { useSearchChange } from "@/lib/browser/use-search-change";
import { reportStateOf, type ReportDef } from "@/lib/engine/report";
import { useConsoleFlags } from "@/components/shell/console-flags";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@/lib/engine/list-query";

/** The report's query as the URL holds it: paging, sort, and each filter's value by its key. */
export type ReportState = Partial<Record<string, string>>;

/** A report's page, sort and filters live in the URL, as a list's do; the api checks them. */
export function useReportState(report: ReportDef) {
  const params = useSearchParams();
  const flags = useConsoleFlags();
  const state: ReportState = useMemo(() => reportStateOf(report, flags, (key) => params.get(key)), [params, report, flags]);
  const query = useMemo(() => new URLSearchParams(state as Record<string, string>), [state]);
  const page = Math.max(1, Number(state.page) || 1);
  const size = Number(state.pageSize);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const sort = state.sort ?? report.defaultSort.key;
  const order = state.order === "asc" || state.order === "desc" ? state.order : report.defaultSort.order;

  const change = useSearchChange();
  const update = useCallback(
    (reportChange: ReportState) =>
      change((next) => {
        const changed = Object.keys(reportChange);
        for (const [key, value] of Object.entries(reportChange)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A choice narrowed by a changed one (a state's district, and its city) no longer fits.
        for (const key of changed) {
          for (const filter of report.filters) {
            if (filter.kind !== "ref" || filter.dependsOn?.key !== key || filter.key in reportChange) continue;
            next.delete(filter.key);
            changed.push(filter.key);
          }
        }
        if (!("page" in reportChange)) next.delete("page");
      }),
    [change, report],
  );
  return { state, query, page, pageSize, sort, order, update };
}
