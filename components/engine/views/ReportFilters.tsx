"use client";

import Stack from "@mui/material/Stack";
import { reportYears, type ReportDef } from "@/lib/engine/report";
import { FilterSelect, RangeFilter, SearchBox } from "../list/ListToolbar";
import type { ReportState } from "./useReportState";


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
        return <RangeFilter key="range" label={filter.label} from={state.from ?? ""} to={state.to ?? ""} onChange={update} />;
      })}
    </Stack>
  );
}
