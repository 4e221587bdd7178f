"use client";

import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ResourceDef } from "@/lib/engine/define";
import { columnHeader } from "@/lib/engine/format";
import type { ListChange, ListState } from "./useListState";

/** Cards have no column headers to click: the sortable columns and both directions in one select. */
export function CardSorter({ resource, state, update }: { resource: ResourceDef; state: ListState; update: (change: ListChange) => void }) {
  const fields = [...new Set([resource.defaultSort.field, ...resource.columns.filter((c) => c.sortable).map((c) => c.field)])];
  const options = fields.flatMap((field) => {
    const header = columnHeader(resource, field, resource.columns.find((c) => c.field === field)?.header);
    return [
      { value: `${field}:asc`, label: `${header} ↑` },
      { value: `${field}:desc`, label: `${header} ↓` },
    ];
  });
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={`${state.sort}:${state.order}`}
      onChange={(e) => {
        const [sort, order] = e.target.value.split(":");
        update({ sort, order: order as "asc" | "desc" });
      }}
      sx={{ minWidth: 180 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
