/**
 * The zod side of the field kinds: the module shape each kind's rules fill in, and the small zod
 * pieces several kinds use (ids, numbers, optional values). Loaded by the api, the console's route
 * handlers and the form, never by a list (docs/performance.md).
 */
import { z } from "zod";
import { idRule } from "../../id-rules";
import { blankToUndefined, required, type FieldBase, type NumberBounds } from "../fields/base";

/** The zod rules of a field kind: one value's, and its list filter's. */
export interface FieldRulesModule<F> {
  /** The zod rule of one value. */
  rule(field: F): z.ZodType;
  /** The rule of its list filter (`?field=`); a kind without one cannot be a filter. */
  filter?(field: F): z.ZodType;
}

/** A row id in a body: a whole number, or its canonical decimal text (lib/ids.ts). */
export const id = (message: string) => z.preprocess(blankToUndefined, idRule(message));

/** A number from a number or the text of an input, within bounds, with at most `scale` decimals. */
export function numberRule(label: string, { min, max, scale }: NumberBounds) {
  const digits = scale === 0 ? `${label} must be a whole number` : `${label} may have at most ${scale} decimals`;
  return z.preprocess(
    // Plain decimal text only: Number() would also read "0x10", "1e1" and "Infinity".
    (value) => (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : `${label} must be a number`) })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((v) => Math.abs(Math.round(v * 10 ** scale) - v * 10 ** scale) < 1e-6, digits)
      .refine((v) => v >= min, `${label} must be at least ${min}`)
      .refine((v) => v <= max, `${label} must be at most ${max}`),
  );
}

/** The rule of a field that may be left out unless it is required; a cleared input ("") is left out too. */
export const optionalUnless = (field: FieldBase, rule: z.ZodType) => (field.required ? rule : z.preprocess(blankToUndefined, rule.optional()));
