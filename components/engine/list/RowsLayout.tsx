"use client";

import Box from "@mui/material/Box";
import { ListFrame } from "./ListFrame";
import type { LayoutProps } from "./types";

/**
 * The engine's list as one line a row, for narrow panes beside each other (Region's countries, states,
 * districts and cities): the row's name, its switch and its buttons, about 36 pixels tall, so a
 * screen shows a dozen rows or more in each pane. The same rows, paging, search, filters and URL state
 * as the grid; details the row's card would show are in its edit form.
 */
export function RowsLayout({ resource, rows, total, loading, state, update, cell, toggle, actions }: LayoutProps) {
  return (
    <ListFrame resource={resource} rows={rows} total={total} loading={loading} state={state} update={update} compact>
      <Box role="list" aria-label={`${resource.singular} list`} sx={{ borderTop: 1, borderColor: "divider" }}>
        {rows.map((row) => (
          <Box
            key={row.id}
            role="listitem"
            aria-label={String(row[resource.display] ?? "")}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 0.5,
              minHeight: 36,
              borderBottom: 1,
              borderColor: "divider",
              // A switched-off row is shaded, not faded: its name stays as readable as the others.
              ...(row.isActive ? {} : { bgcolor: "action.hover" }),
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", typography: "body2" }}>{cell(resource.display, row)}</Box>
            {toggle(row, "small")}
            {actions(row)}
          </Box>
        ))}
      </Box>
    </ListFrame>
  );
}
