"use client";

import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { reportYears, type ReportFilter } from "@/lib/engine/report";
import { FilterSelect, RangeFilter, RefFilter, SearchBox } from "../list/ListToolbar";
import type { ReportState } from "./useReportState";

export type Update = (change: ReportState) => void;

/** The many choices of a member report wait in a drawer (lib/engine/report.ts `drawer`). */
export const inTheDrawer = (filter: ReportFilter) => "drawer" in filter && Boolean(filter.drawer);

/** An age bound: a whole number typed, sent once it is one (or cleared). */
function AgeBound({ label, value, filter, onChange }: { label: string; value: string; filter: Extract<ReportFilter, { kind: "ageRange" }>; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      defaultValue={value}
      key={value}
      slotProps={{ htmlInput: { min: filter.min, max: filter.max, step: 1 } }}
      onBlur={(event) => event.target.value !== value && onChange(event.target.value)}
      onKeyDown={(event) => event.key === "Enter" && (event.target as HTMLInputElement).blur()}
      sx={{ width: 120 }}
    />
  );
}

/** One filter of a report, drawn from its declaration. */
export function FilterInput({ filter, state, update }: { filter: ReportFilter; state: ReportState; update: Update }) {
  switch (filter.kind) {
    case "year": {
      const years = reportYears(filter, new Date());
      return <FilterSelect label={filter.label} value={state.year ?? String(years[0])} options={years.map((y) => ({ value: String(y), label: String(y) }))} onChange={(year) => update({ year })} />;
    }
    case "text":
      return <SearchBox value={state.search ?? ""} onSearch={(search) => update({ search })} />;
    case "dateRange":
      return <RangeFilter label={filter.label} from={state.from ?? ""} to={state.to ?? ""} onChange={update} />;
    case "choice":
      return <FilterSelect label={filter.label} value={state[filter.key] ?? ""} options={filter.options.map((o) => ({ value: o, label: o }))} onChange={(value) => update({ [filter.key]: value })} />;
    case "ref": {
      const parent = filter.dependsOn && state[filter.dependsOn.key];
      // A narrowed choice waits for its parent: every community of every religion would be no help.
      if (filter.dependsOn && !parent) return <FilterSelect label={filter.label} value="" options={[]} onChange={() => undefined} />;
      return (
        <RefFilter
          label={filter.label}
          resourceKey={filter.resource}
          value={state[filter.key] ?? ""}
          within={filter.dependsOn && parent ? { [filter.dependsOn.field]: parent } : undefined}
          onChange={(value) => update({ [filter.key]: value })}
        />
      );
    }
    case "ageRange":
      return (
        <Stack direction="row" spacing={1}>
          <AgeBound label={`${filter.label} from`} value={state.ageFrom ?? ""} filter={filter} onChange={(ageFrom) => update({ ageFrom })} />
          <AgeBound label={`${filter.label} to`} value={state.ageTo ?? ""} filter={filter} onChange={(ageTo) => update({ ageTo })} />
        </Stack>
      );
  }
}

