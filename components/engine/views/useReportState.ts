"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { useSearchChange } from "@/lib/browser/use-search-change";
import type { ReportDef } from "@/lib/engine/report";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@/lib/engine/list-query";

const KEYS = ["page", "pageSize", "sort", "order", "year", "from", "to", "search"] as const;
export type ReportState = Partial<Record<(typeof KEYS)[number], string>>;

/** A report's page, sort and filters live in the URL, as a list's do; the api checks them. */
export function useReportState(report: ReportDef) {
  const params = useSearchParams();
  const state = useMemo(() => Object.fromEntries(KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))) as ReportState, [params]);
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
        for (const [key, value] of Object.entries(reportChange)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in reportChange)) next.delete("page");
      }),
    [change],
  );
  return { state, query, page, pageSize, sort, order, update };
}
