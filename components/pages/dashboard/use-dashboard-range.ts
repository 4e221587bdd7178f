"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { useSearchChange } from "@/lib/browser/use-search-change";
import { rangeOfAddress, type DashboardPreset } from "@/lib/dashboard-range";
import { serviceDay } from "@/lib/time-zone";

/**
 * The dashboard's range lives in the URL (lib/dashboard-range.ts, rangeOfAddress): reload, back and a
 * shared link show the same range.
 */
export function useDashboardRange() {
  const params = useSearchParams();
  const from = params.get("from");
  const to = params.get("to");
  const rangeName = params.get("range");
  const today = serviceDay(new Date());
  const range = useMemo(() => {
    const named: Record<string, string | null> = { from, to, range: rangeName };
    return rangeOfAddress((name) => named[name] ?? null, today);
  }, [from, to, rangeName, today]);

  const change = useSearchChange();
  const choosePreset = useCallback(
    (preset: DashboardPreset) =>
      change((next) => {
        next.delete("from");
        next.delete("to");
        next.set("range", preset);
      }),
    [change],
  );
  /** A day picked: the other day stays what is shown, a preset's included. */
  const chooseDays = useCallback(
    (days: { from?: string; to?: string }) =>
      change((next) => {
        next.delete("range");
        for (const key of ["from", "to"] as const) next.set(key, days[key] ?? range[key]);
      }),
    [change, range],
  );
  return { range, choosePreset, chooseDays };
}
