"use client";

import dynamic from "next/dynamic";
import Stack from "@mui/material/Stack";
import { reportYears, type ReportDef } from "@/lib/engine/report";
import { FilterSelect, SearchBox } from "../list/ListToolbar";
import type { ReportState } from "./useReportState";

// The date pickers load with the reports that have a date range, not with every page.
const DayPicker = dynamic(() => import("../inputs/DayPicker"), { ssr: false });

/** The report's typed filters: a year, a range of days, words. */
export function ReportFilters({ report, state, update }: { report: ReportDef; state: ReportState; update: (change: ReportState) => void }) {
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ flexWrap: "wrap", rowGap: 1.5, alignItems: { md: "center" } }}>
      {report.filters.map((filter) => {
        if (filter.kind === "year") {
          const years = reportYears(filter, new Date());
          return (
            <FilterSelect
              key="year"
              label={filter.label}
              value={state.year ?? String(years[0])}
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
              onChange={(year) => update({ year })}
            />
          );
        }
        if (filter.kind === "text") return <SearchBox key="search" value={state.search ?? ""} onSearch={(search) => update({ search })} />;
        return (["from", "to"] as const).map((key) => (
          <Stack key={key} sx={{ width: 200 }}>
            <DayPicker name={key} label={`${filter.label} ${key}`} value={state[key]} onChange={(day) => update({ [key]: day === "invalid" ? "" : day })} />
          </Stack>
        ));
      })}
    </Stack>
  );
}
