"use client";

import { useMemo } from "react";
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from "@mui/x-data-grid";
import { hasToggle } from "@/lib/engine/define";
import { MESSAGES } from "@/lib/messages";
import { columnHeader } from "@/lib/engine/format";
import { PAGE_SIZES } from "@/lib/engine/list-query";
import type { LayoutProps, Row } from "./types";
import { useStyleNonce } from "@/components/shell/style-nonce";
import { drawn } from "@/lib/drawn";
import Box from "@mui/material/Box";

// Widths that let a resource's default columns, its Status switch and its row's buttons fit the grid
// of a 1280 px screen (about 890 px beside the sidebar): its `optional` columns wait for Columns.
const SR_NO_WIDTH = 72;
const COLUMN_WIDTH = 110;
const FLEX_MIN_WIDTH = 140;
/** The small icon buttons (30 px, 4 px apart) and the cell's padding; never narrower than its header. */
const actionsWidth = (buttons: number) => Math.max(80, 20 + 38 * buttons);

/** The engine's table: MUI X Data Grid with paging and sorting done by the api. */
export function GridLayout({ resource, rows, total, totalCapped, loading, state, update, cell, toggle, actions, actionCount, visibleColumns, selection, onRowClick }: LayoutProps) {
  // MUI X writes its grid variables in a <style> tag: it needs the page's nonce (docs/security-headers.md).
  const nonce = useStyleNonce();
  const columns = useMemo<GridColDef<Row>[]>(() => {
    const offset = (state.page - 1) * state.pageSize;
    const list: GridColDef<Row>[] = [
      {
        field: "__srNo",
        headerName: "Sr. No",
        width: SR_NO_WIDTH,
        sortable: false,
        renderCell: ({ api: grid, id }) => offset + grid.getRowIndexRelativeToVisibleRows(id) + 1,
      },
      ...resource.columns.map<GridColDef<Row>>((column) => ({
        field: column.field,
        headerName: columnHeader(resource, column.field, column.header),
        sortable: Boolean(column.sortable),
        flex: column.flex,
        minWidth: column.flex ? FLEX_MIN_WIDTH : COLUMN_WIDTH,
        renderCell: ({ row }) => cell(column.field, row),
      })),
    ];
    if (hasToggle(resource)) list.push({ field: "isActive", headerName: "Status", width: COLUMN_WIDTH, sortable: false, renderCell: ({ row }) => toggle(row) });
    if (actionCount) list.push({ field: "__actions", headerName: "Actions", width: actionsWidth(actionCount), sortable: false, renderCell: ({ row }) => actions(row) });
    return list;
  }, [resource, state.page, state.pageSize, cell, toggle, actions, actionCount]);

  const columnVisibilityModel = useMemo(() => visibleColumns ?? {}, [visibleColumns]);

  // Stable models: the grid compares them by reference and takes a new one for a new sort (back to page 1).
  const paginationModel = useMemo(() => ({ page: state.page - 1, pageSize: state.pageSize }), [state.page, state.pageSize]);
  const sortModel = useMemo<GridSortModel>(
    // A sort by a field the grid has no column for (the id) is the api's alone: the grid shows none.
    () => (resource.columns.some((c) => c.field === state.sort) ? [{ field: state.sort, sort: state.order }] : []),
    [resource.columns, state.sort, state.order],
  );

  const selectionIds = selection?.ids;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(() => ({ type: "include", ids: new Set(selectionIds ?? []) }), [selectionIds]);

  // A count the api stopped at: the grid pages on while pages come back full, and says "more than".
  const localeText = useMemo(
    () => ({
      noRowsLabel: MESSAGES.dataNotFound,
      noResultsOverlayLabel: MESSAGES.dataNotFound,
      ...(totalCapped ? { paginationDisplayedRows: ({ from, to }: { from: number; to: number }) => `${from}–${to} of more than ${total.toLocaleString("en-IN")}` } : {}),
    }),
    [totalCapped, total],
  );
  const paginationMeta = useMemo(() => (totalCapped ? { hasNextPage: rows.length === state.pageSize } : undefined), [totalCapped, rows.length, state.pageSize]);

  return (
    <Box {...drawn(!loading)}>
      <DataGrid
        nonce={nonce}
        aria-label={`${resource.singular} list`}
        rows={rows}
        columns={columns}
        columnVisibilityModel={columnVisibilityModel}
        rowCount={totalCapped ? -1 : total}
        paginationMeta={paginationMeta}
        loading={loading}
        autoHeight
        getRowHeight={() => "auto"}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => update({ page: model.page + 1, pageSize: model.pageSize })}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={(model) => update({ sort: model[0]?.field ?? resource.defaultSort.field, order: model[0]?.sort ?? resource.defaultSort.order })}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        checkboxSelection={Boolean(selection)}
        keepNonExistentRowsSelected={false}
        rowSelectionModel={selection ? rowSelectionModel : undefined}
        onRowSelectionModelChange={selection ? (model) => selection.onChange([...model.ids].map(Number)) : undefined}
        localeText={localeText}
        onRowClick={onRowClick ? ({ row }) => onRowClick(row) : undefined}
        sx={{ border: 0, "& .MuiDataGrid-cell": { display: "flex", alignItems: "center", py: 0.5 }, ...(onRowClick ? { "& .MuiDataGrid-row": { cursor: "pointer" } } : {}) }}
      />
    </Box>
  );
}
