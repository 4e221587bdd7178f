"use client";

import { useState } from "react";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import FilterListRounded from "@mui/icons-material/FilterListRounded";
import { isKeyed, type ReportFilter } from "@/lib/engine/report";
import { FilterInput, type Update } from "./ReportFilterInput";
import type { ReportState } from "./useReportState";

/** The drawer's filters that hold a value now: counted on its button. */
const setIn = (filters: ReportFilter[], state: ReportState) =>
  filters.filter((filter) => (isKeyed(filter) ? state[filter.key] : filter.kind === "ageRange" ? state.ageFrom || state.ageTo : false)).length;

/** "Filters", counting those set, and the drawer it opens with the report's many choices. */
export function ReportFilterDrawer({ filters, state, update }: { filters: ReportFilter[]; state: ReportState; update: Update }) {
  const [open, setOpen] = useState(false);
  const set = setIn(filters, state);
  const clear = () => update(Object.fromEntries(filters.flatMap((filter) => (isKeyed(filter) ? [[filter.key, ""]] : [["ageFrom", ""], ["ageTo", ""]]))));
  return (
    <>
      <Badge badgeContent={set} color="primary">
        <Button variant="outlined" startIcon={<FilterListRounded />} onClick={() => setOpen(true)}>
          Filters
        </Button>
      </Badge>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 340, p: 2.5 }, role: "dialog", "aria-label": "Filters" } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Filters
        </Typography>
        <Stack spacing={2} sx={{ "& .MuiTextField-root": { width: "100%" } }}>
          {filters.map((filter, i) => (
            <FilterInput key={isKeyed(filter) ? filter.key : `${filter.kind}-${i}`} filter={filter} state={state} update={update} />
          ))}
        </Stack>
        <Box sx={{ display: "flex", gap: 1, mt: 3 }}>
          <Button onClick={clear} disabled={!set}>
            Clear all
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={() => setOpen(false)}>
            Done
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
