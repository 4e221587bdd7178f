/**
 * The zod rules of ids and whole numbers arriving from outside, read as lib/ids.ts reads them. Apart
 * from lib/ids.ts so that what the browser reads of ids (MAX_ID, parseId) carries no zod.
 */
import { z } from "zod";
import { parseId, parseIdText } from "./ids";

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
