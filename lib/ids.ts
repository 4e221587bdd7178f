/**
 * Row ids as they arrive from outside (a path, a query, a body). Only the canonical decimal text of
 * a positive whole number within the integer column's range is an id: "0x10", " 1", "1e1", "01",
 * "+1" and "1.0" are not, though Number() reads them all as numbers. See docs/input-limits.md.
 */
import { z } from "zod";

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

/** A zod rule that reads an id with `parse` and refuses what is none in the caller's words. */
const ruleOf = (parse: (value: unknown) => number | undefined) => (message: string) =>
  z.unknown().transform((value, context) => {
    const id = parse(value);
    if (id === undefined) {
      context.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return id;
  });

/** A zod rule for an id in a body (a number or canonical text) with the caller's words. */
export const idRule = ruleOf(parseId);

/** A zod rule for an id in a URL (a path segment or a query parameter): canonical text only. */
export const idTextRule = ruleOf(parseIdText);

/**
 * A whole number in a query (a page, a page size, a year): canonical decimal text (or a number)
 * within bounds, by the same reading as ids; "0x10" is no page 16.
 */
export const wholeNumberRule = (min: number, max: number, message = `Must be a whole number from ${min} to ${max}`) =>
  z.unknown().transform((value, context) => {
    const number = typeof value === "number" ? value : typeof value === "string" && /^(0|[1-9][0-9]{0,15})$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      context.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return number;
  });
