"use client";

import { useCallback, useState, type FocusEvent, type KeyboardEvent } from "react";
import { clampPlace, nextCell, type CellPlace } from "./grid-keys";

/** Controls in a cell that need the arrow keys themselves (typing, choosing): the grid leaves their keys alone. */
const OWN_KEYS = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [role="combobox"], [contenteditable="true"]';

/** The cell of this table an event happened in; none for an event from a menu or dialog a cell opened (a portal). */
function cellOf(table: HTMLTableElement, target: EventTarget): HTMLTableCellElement | undefined {
  if (!(target instanceof Element) || !table.contains(target)) return undefined;
  const cell = target.closest<HTMLTableCellElement>("td, th");
  return cell && table.contains(cell) ? cell : undefined;
}

const placeOf = (cell: HTMLTableCellElement): CellPlace => ({ row: (cell.parentElement as HTMLTableRowElement).rowIndex, col: cell.cellIndex });

/**
 * The grid's keyboard model (WAI-ARIA grid): its cells are one Tab stop, the cell last focused; the
 * arrow keys, Home/End (with Ctrl: the grid's corners) and Page Up/Down move between cells, also from
 * a button or switch inside a cell; Escape from such a control goes back to its cell. Enter and Space
 * on a cell are the table's to give a meaning (`activate`: sort, select, enter the cell, open the row).
 * The controls inside the cells stay in the Tab order, as they were in the Data Grid.
 */
export function useGridFocus(size: { rows: number; cols: number }, activate: (place: CellPlace, key: "Enter" | " ", cell: HTMLTableCellElement) => boolean) {
  const [active, setActive] = useState<CellPlace>({ row: 0, col: 0 });
  const current = clampPlace(active, size);

  const onFocus = useCallback((event: FocusEvent<HTMLTableElement>) => {
    const cell = cellOf(event.currentTarget, event.target);
    if (cell) setActive(placeOf(cell));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const table = event.currentTarget;
    const cell = cellOf(table, event.target);
    if (!cell || event.altKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const onCell = target === cell;
    if (!onCell && target.matches(OWN_KEYS)) return;
    if (!onCell && event.key === "Escape") {
      event.preventDefault();
      cell.focus();
      return;
    }
    const from = placeOf(cell);
    if (event.key === "Enter" || event.key === " ") {
      if (onCell && activate(from, event.key, cell)) event.preventDefault();
      return;
    }
    const to = nextCell(event.key, from, { rows: table.rows.length, cols: table.rows[from.row]?.cells.length ?? 0 }, event.ctrlKey || event.metaKey);
    if (!to) return;
    event.preventDefault();
    table.rows[to.row]?.cells[to.col]?.focus();
  };

  const tabIndex = (row: number, col: number) => (row === current.row && col === current.col ? 0 : -1);
  return { onFocus, onKeyDown, tabIndex };
}
