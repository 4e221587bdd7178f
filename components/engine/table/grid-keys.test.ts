import { clampPlace, nextCell, nextSort, PAGE_STEP } from "./grid-keys";

const size = { rows: 11, cols: 5 };

describe("nextCell", () => {
  it("moves one cell with the arrows", () => {
    expect(nextCell("ArrowDown", { row: 0, col: 2 }, size)).toEqual({ row: 1, col: 2 });
    expect(nextCell("ArrowUp", { row: 3, col: 2 }, size)).toEqual({ row: 2, col: 2 });
    expect(nextCell("ArrowRight", { row: 3, col: 2 }, size)).toEqual({ row: 3, col: 3 });
    expect(nextCell("ArrowLeft", { row: 3, col: 2 }, size)).toEqual({ row: 3, col: 1 });
  });

  it("stays on the edge rather than wrap or leave the grid", () => {
    expect(nextCell("ArrowUp", { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 0 });
    expect(nextCell("ArrowLeft", { row: 4, col: 0 }, size)).toEqual({ row: 4, col: 0 });
    expect(nextCell("ArrowDown", { row: 10, col: 4 }, size)).toEqual({ row: 10, col: 4 });
    expect(nextCell("ArrowRight", { row: 10, col: 4 }, size)).toEqual({ row: 10, col: 4 });
  });

  it("goes to the row's ends with Home and End, and the grid's with Ctrl", () => {
    expect(nextCell("Home", { row: 5, col: 3 }, size)).toEqual({ row: 5, col: 0 });
    expect(nextCell("End", { row: 5, col: 1 }, size)).toEqual({ row: 5, col: 4 });
    expect(nextCell("Home", { row: 5, col: 3 }, size, true)).toEqual({ row: 0, col: 0 });
    expect(nextCell("End", { row: 5, col: 1 }, size, true)).toEqual({ row: 10, col: 4 });
  });

  it("moves a few rows with Page Up and Page Down", () => {
    expect(nextCell("PageDown", { row: 1, col: 1 }, size)).toEqual({ row: 1 + PAGE_STEP, col: 1 });
    expect(nextCell("PageDown", { row: 9, col: 1 }, size)).toEqual({ row: 10, col: 1 });
    expect(nextCell("PageUp", { row: 2, col: 1 }, size)).toEqual({ row: 0, col: 1 });
  });

  it("leaves other keys alone", () => {
    expect(nextCell("Enter", { row: 1, col: 1 }, size)).toBeUndefined();
    expect(nextCell("a", { row: 1, col: 1 }, size)).toBeUndefined();
    expect(nextCell("Tab", { row: 1, col: 1 }, size)).toBeUndefined();
  });

  it("stays on the header of a grid without rows", () => {
    expect(nextCell("ArrowDown", { row: 0, col: 1 }, { rows: 1, cols: 3 })).toEqual({ row: 0, col: 1 });
  });
});

describe("clampPlace", () => {
  it("keeps a place inside a grid that shrank", () => {
    expect(clampPlace({ row: 9, col: 6 }, { rows: 4, cols: 5 })).toEqual({ row: 3, col: 4 });
    expect(clampPlace({ row: 2, col: 1 }, { rows: 4, cols: 5 })).toEqual({ row: 2, col: 1 });
  });
});

describe("nextSort", () => {
  it("sorts a new column ascending, then descending, then goes back to the default", () => {
    expect(nextSort("name", { field: "id", order: "desc" })).toEqual({ field: "name", order: "asc" });
    expect(nextSort("name", undefined)).toEqual({ field: "name", order: "asc" });
    expect(nextSort("name", { field: "name", order: "asc" })).toEqual({ field: "name", order: "desc" });
    expect(nextSort("name", { field: "name", order: "desc" })).toBeUndefined();
  });
});
