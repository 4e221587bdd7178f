/**
 * Row ids as they arrive from outside (a path, a query, a body). Only the canonical decimal text of
 * a positive whole number within the integer column's range is an id: "0x10", " 1", "1e1", "01",
 * "+1" and "1.0" are not, though Number() reads them all as numbers. See docs/input-limits.md.
 */
/** The largest id a PostgreSQL integer column holds: a bigger one is no row, not a database error. */
export const MAX_ID = 2_147_483_647;

const CANONICAL = /^[1-9][0-9]{0,9}$/;

/** The id a value stands for, or undefined: a JSON whole number, or its canonical decimal text. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
  if (typeof value !== "string" || !CANONICAL.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** The id of a path segment or a query parameter: text only, canonical. */
export function parseIdText(value: unknown): number | undefined {
  return typeof value === "string" ? parseId(value) : undefined;
}

