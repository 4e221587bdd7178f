"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { useSearchChange } from "@/lib/browser/use-search-change";
import { DEFAULT_PRESET, isPreset, presetRange, type DashboardPreset } from "@/lib/dashboard-range";
import { serviceDay } from "@/lib/time-zone";

export interface ChosenRange {
  /** "YYYY-MM-DD", or "" when a day was cleared: the api then says what is missing. */
  from: string;
  to: string;
  /** The preset chosen, when the range is one: it moves with the days (a reload tomorrow is tomorrow's). */
  preset?: DashboardPreset;
}

/**
 * The dashboard's range lives in the URL (docs/dashboard.md): `range=<preset>` for a preset, which
 * stays the same words on another day, or `from` and `to` for days picked; neither is the default
 * preset. Reload, back and a shared link show the same range.
 */
export function useDashboardRange() {
  const params = useSearchParams();
  const from = params.get("from");
  const to = params.get("to");
  const named = params.get("range");
  const today = serviceDay(new Date());
  const range = useMemo<ChosenRange>(() => {
    if (from !== null || to !== null) return { from: from ?? "", to: to ?? "" };
    const preset = isPreset(named) ? named : DEFAULT_PRESET;
    return { ...presetRange(preset, today), preset };
  }, [from, to, named, today]);

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
