"use client";

import { useMemo } from "react";
import { hasToggle } from "@/lib/engine/define";
import { columnHeader, inSentence } from "@/lib/engine/format";
import { DataTable, type TableColumn } from "../table/DataTable";
import type { LayoutProps, Row } from "./types";

// Widths that let a resource's default columns, its Status switch and its row's buttons fit the table
// of a 1280 px screen (about 890 px beside the sidebar): its `optional` columns wait for Columns.
const SR_NO_WIDTH = 72;
const COLUMN_WIDTH = 110;
const FLEX_MIN_WIDTH = 140;
/** The small icon buttons (30 px, 4 px apart) and the cell's padding; never narrower than its header. */
const actionsWidth = (buttons: number) => Math.max(80, 20 + 38 * buttons);

const rowId = (row: Row) => row.id;

/** The engine's list as a table: paging and sorting done by the api, the columns chosen through Columns. */
export function TableLayout({ resource, rows, total, totalCapped, loading, state, update, cell, toggle, actions, actionCount, visibleColumns, selection, onRowClick }: LayoutProps) {
  const offset = (state.page - 1) * state.pageSize;
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const list: TableColumn<Row>[] = [
      { field: "__srNo", header: "Sr. No", width: SR_NO_WIDTH, render: (_, index) => offset + index + 1 },
      ...resource.columns
        .filter((column) => visibleColumns?.[column.field] !== false)
        .map<TableColumn<Row>>((column) => ({
          field: column.field,
          header: columnHeader(resource, column.field, column.header),
          sortable: Boolean(column.sortable),
          // A flexible column takes a share of the room left; the others keep the grid's fixed width.
          ...(column.flex ? { minWidth: FLEX_MIN_WIDTH } : { width: COLUMN_WIDTH }),
          render: (row) => cell(column.field, row),
        })),
    ];
    if (hasToggle(resource)) list.push({ field: "isActive", header: "Status", width: COLUMN_WIDTH, render: (row) => toggle(row) });
    if (actionCount) list.push({ field: "__actions", header: "Actions", width: actionsWidth(actionCount), render: (row) => actions(row) });
    return list;
  }, [resource, visibleColumns, offset, cell, toggle, actions, actionCount]);

  return (
    <DataTable
      label={`${resource.singular} list`}
      loadingLabel={`Loading ${inSentence(resource.singular)} list`}
      columns={columns}
      rows={rows}
      rowId={rowId}
      loading={loading}
      sort={{ field: state.sort, order: state.order }}
      onSortChange={(sort) => update({ sort: sort?.field ?? resource.defaultSort.field, order: sort?.order ?? resource.defaultSort.order })}
      page={state.page}
      pageSize={state.pageSize}
      total={total}
      totalCapped={totalCapped}
      onPageChange={update}
      selection={selection}
      onRowClick={onRowClick}
    />
  );
}
