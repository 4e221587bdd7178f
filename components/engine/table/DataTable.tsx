"use client";

import { useEffect, type MouseEvent, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { PAGE_SIZES } from "@/lib/engine/list-query";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { useDrawn } from "@/lib/browser/use-drawn";
import { nextSort, type CellPlace } from "./grid-keys";
import { useGridFocus } from "./use-grid-focus";
import { Pager } from "./Pager";
import { CELL_CLASS, CHECKBOX_CELL_CLASS, PLAIN_BODY, ROW_CLASS } from "./plain-body";

export interface TableColumn<R> {
  field: string;
  header: string;
  sortable?: boolean;
  /** A fixed width in pixels; without one the column shares the room the fixed ones leave, evenly. */
  width?: number;
  /** The least a column without a fixed width gets: below it the table scrolls sideways. */
  minWidth?: number;
  render: (row: R, index: number) => ReactNode;
}

export type TableSort = { field: string; order: "asc" | "desc" };

export interface DataTableProps<R> {
  /** The grid's accessible name. */
  label: string;
  /** The progress bar's accessible name while a page loads. */
  loadingLabel: string;
  columns: TableColumn<R>[];
  rows: R[];
  rowId: (row: R) => number;
  loading: boolean;
  /** The api's sort; a sort by a field that has no sortable column here shows on no header. */
  sort?: TableSort;
  /** A header was clicked: the next sort, or none for the list's default. */
  onSortChange: (sort: TableSort | undefined) => void;
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The api stopped counting at `total` (lib/envelope.ts): paging goes on while pages come back full. */
  totalCapped?: boolean;
  onPageChange: (change: { page?: number; pageSize?: number }) => void;
  /** Rows ticked for a bulk action: a checkbox column, and a header checkbox for the page. */
  selection?: { ids: number[]; onChange: (ids: number[]) => void };
  onRowClick?: (row: R) => void;
}

/** Focusable content of a cell: Enter on the cell moves into the first. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]), [role="button"]:not([aria-disabled="true"])';
/** A click on one of these in a row is the control's, not the row's. */
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="menuitem"]';

const CHECKBOX_WIDTH = 48;
const MIN_SHARE = 110;

/**
 * The engine's table (docs/performance.md, "The list table"): MUI's Table as a WAI-ARIA grid, its
 * paging and sorting done by the api. Rows are as tall as their content; the previous page stays on
 * screen under a progress bar while the next one loads.
 */
export function DataTable<R>({ label, loadingLabel, columns, rows, rowId, loading, sort, onSortChange, page, pageSize, total, totalCapped, onPageChange, selection, onRowClick }: DataTableProps<R>) {
  const drawnMark = useDrawn(!loading);
  const offset = (page - 1) * pageSize;
  const lead = selection ? 1 : 0;
  const shownSort = sort && columns.some((column) => column.sortable && column.field === sort.field) ? sort : undefined;

  // Ticks on rows no longer shown (another page, a search) are dropped once the new rows are in.
  const selectionIds = selection?.ids;
  const onSelectionChange = selection?.onChange;
  useEffect(() => {
    if (loading || !selectionIds?.length || !onSelectionChange) return;
    const shown = new Set(rows.map(rowId));
    const kept = selectionIds.filter((id) => shown.has(id));
    if (kept.length !== selectionIds.length) onSelectionChange(kept);
  }, [loading, rows, rowId, selectionIds, onSelectionChange]);

  const ticked = new Set(selectionIds);
  const pageIds = rows.map(rowId);
  const tickedOnPage = pageIds.filter((id) => ticked.has(id)).length;
  const tickAll = () => selection?.onChange(tickedOnPage === pageIds.length ? [] : pageIds);
  const tick = (id: number) => selection?.onChange(ticked.has(id) ? selection.ids.filter((other) => other !== id) : [...selection.ids, id]);

  const activate = (place: CellPlace, key: "Enter" | " ", cell: HTMLTableCellElement) => {
    if (selection && place.col === 0) {
      if (place.row === 0) tickAll();
      else tick(pageIds[place.row - 1]);
      return true;
    }
    if (place.row === 0) {
      const column = columns[place.col - lead];
      if (!column?.sortable) return false;
      onSortChange(nextSort(column.field, shownSort));
      return true;
    }
    if (key !== "Enter") return false;
    const control = cell.querySelector<HTMLElement>(FOCUSABLE);
    if (control) control.focus();
    else if (onRowClick) onRowClick(rows[place.row - 1]);
    return Boolean(control || onRowClick);
  };
  const focus = useGridFocus({ rows: rows.length + 1, cols: columns.length + lead }, activate);

  const clickRow = (event: MouseEvent<HTMLTableRowElement>, row: R) => {
    const target = event.target as Element;
    if (!onRowClick || !event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    onRowClick(row);
  };

  // Widths come from the columns, never from the rows' content: a long word or a row of chips wraps or
  // shortens inside its cell instead of pushing the Status and Actions columns off the screen.
  const minWidth = (selection ? CHECKBOX_WIDTH : 0) + columns.reduce((sum, column) => sum + (column.width ?? column.minWidth ?? MIN_SHARE), 0);

  // A capped count: a full page may have more after it (-1: "of more than"); a short one was the last.
  const count = totalCapped ? (rows.length === pageSize ? -1 : offset + rows.length) : total;

  return (
    <Box {...drawnMark}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={loadingLabel} />}</Box>
      <Box sx={{ overflowX: "auto" }}>
        <Table
          role="grid"
          aria-label={label}
          aria-busy={loading || undefined}
          aria-rowcount={totalCapped ? -1 : total + 1}
          aria-multiselectable={selection ? true : undefined}
          size="small"
          style={{ minWidth }}
          onFocus={focus.onFocus}
          onKeyDown={focus.onKeyDown}
          sx={{
            tableLayout: "fixed",
            "& .MuiTableCell-root": { px: 1.25, py: 0.75 },
            "& .MuiTableCell-body": { overflowWrap: "anywhere" },
            "& .MuiTableCell-head": { fontWeight: 600 },
            "& .MuiTableCell-root:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: "-2px" },
            ...(onRowClick ? { "& tbody .MuiTableRow-root": { cursor: "pointer" } } : {}),
            ...PLAIN_BODY,
          }}
        >
          <TableHead>
            <TableRow role="row" aria-rowindex={1}>
              {selection && (
                <TableCell role="columnheader" padding="checkbox" tabIndex={focus.tabIndex(0, 0)} style={{ width: CHECKBOX_WIDTH }}>
                  <Checkbox
                    size="small"
                    tabIndex={-1}
                    checked={pageIds.length > 0 && tickedOnPage === pageIds.length}
                    indeterminate={tickedOnPage > 0 && tickedOnPage < pageIds.length}
                    disabled={!pageIds.length}
                    onChange={tickAll}
                    slotProps={{ input: { "aria-label": "Select all rows" } }}
                  />
                </TableCell>
              )}
              {columns.map((column, index) => {
                const sorted = shownSort?.field === column.field ? shownSort.order : undefined;
                return (
                  <TableCell
                    key={column.field}
                    role="columnheader"
                    data-field={column.field}
                    sortDirection={sorted ?? false}
                    tabIndex={focus.tabIndex(0, index + lead)}
                    onClick={column.sortable ? () => onSortChange(nextSort(column.field, shownSort)) : undefined}
                    style={column.width ? { width: column.width } : undefined}
                    sx={column.sortable ? { cursor: "pointer" } : undefined}
                  >
                    {column.sortable ? (
                      // The header cell is what is focused and clicked; the label only draws the arrow.
                      <TableSortLabel tabIndex={-1} active={Boolean(sorted)} direction={sorted ?? "asc"}>
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const id = pageIds[index];
              const selected = ticked.has(id);
              return (
                <tr
                  key={id}
                  className={`${ROW_CLASS}${onRowClick ? " MuiTableRow-hover" : ""}${selected ? " Mui-selected" : ""}`}
                  role="row"
                  aria-rowindex={offset + index + 2}
                  aria-selected={selection ? selected : undefined}
                  onClick={onRowClick ? (event) => clickRow(event, row) : undefined}
                >
                  {selection && (
                    <td className={CHECKBOX_CELL_CLASS} role="gridcell" tabIndex={focus.tabIndex(index + 1, 0)}>
                      <Checkbox size="small" tabIndex={-1} checked={selected} onChange={() => tick(id)} slotProps={{ input: { "aria-label": "Select row" } }} />
                    </td>
                  )}
                  {columns.map((column, col) => (
                    <td key={column.field} className={CELL_CLASS} role="gridcell" data-field={column.field} tabIndex={focus.tabIndex(index + 1, col + lead)}>
                      {column.render(row, index)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {!rows.length && !loading && (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: "center" }}>
          {CONSOLE_MESSAGES.dataNotFound}
        </Typography>
      )}
      <Pager
        count={count}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(next) => onPageChange({ page: next + 1 })}
        onRowsPerPageChange={(size) => onPageChange({ pageSize: size })}
        labelDisplayedRows={totalCapped ? ({ from, to }) => `${from}–${to} of more than ${total.toLocaleString("en-IN")}` : undefined}
      />
    </Box>
  );
}
