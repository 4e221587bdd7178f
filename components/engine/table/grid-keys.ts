/** A cell of a grid by its place: row 0 is the header row, column 0 the first column. */
export interface CellPlace {
  row: number;
  col: number;
}

/** How many rows a Page Up or Page Down moves by. */
export const PAGE_STEP = 5;

/**
 * Where a key moves the focus in a grid of `rows` × `cols` cells, after the WAI-ARIA grid pattern
 * (docs/performance.md, "The list table"): arrows by one cell, Home and End to the row's first and
 * last cell, Ctrl+Home and Ctrl+End to the grid's first and last cell, Page Up and Page Down by a
 * few rows. Undefined for a key that does not move, so the key keeps its own meaning; a move past an
 * edge stays on the edge (the focus does not wrap or leave the grid).
 */
export function nextCell(key: string, from: CellPlace, size: { rows: number; cols: number }, ctrl = false): CellPlace | undefined {
  const lastRow = Math.max(0, size.rows - 1);
  const lastCol = Math.max(0, size.cols - 1);
  const clampRow = (row: number) => Math.min(lastRow, Math.max(0, row));
  const clampCol = (col: number) => Math.min(lastCol, Math.max(0, col));
  switch (key) {
    case "ArrowUp":
      return { row: clampRow(from.row - 1), col: clampCol(from.col) };
    case "ArrowDown":
      return { row: clampRow(from.row + 1), col: clampCol(from.col) };
    case "ArrowLeft":
      return { row: clampRow(from.row), col: clampCol(from.col - 1) };
    case "ArrowRight":
      return { row: clampRow(from.row), col: clampCol(from.col + 1) };
    case "Home":
      return ctrl ? { row: 0, col: 0 } : { row: clampRow(from.row), col: 0 };
    case "End":
      return ctrl ? { row: lastRow, col: lastCol } : { row: clampRow(from.row), col: lastCol };
    case "PageUp":
      return { row: clampRow(from.row - PAGE_STEP), col: clampCol(from.col) };
    case "PageDown":
      return { row: clampRow(from.row + PAGE_STEP), col: clampCol(from.col) };
    default:
      return undefined;
  }
}

/** The same place inside a grid that may have shrunk (fewer rows on the next page, a column hidden). */
export const clampPlace = (place: CellPlace, size: { rows: number; cols: number }): CellPlace => ({
  row: Math.min(place.row, Math.max(0, size.rows - 1)),
  col: Math.min(place.col, Math.max(0, size.cols - 1)),
});

/** The next sort when a column's header is clicked: ascending, then descending, then the list's default. */
export function nextSort(field: string, current: { field: string; order: "asc" | "desc" } | undefined): { field: string; order: "asc" | "desc" } | undefined {
  if (current?.field !== field) return { field, order: "asc" };
  return current.order === "asc" ? { field, order: "desc" } : undefined;
}
