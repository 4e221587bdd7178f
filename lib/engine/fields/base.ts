/**
 * What every field kind shares: the base of a field, the module shape each kind fills in, and the
 * small zod pieces several kinds use (required, blank, ids, numbers).
 */
import { z } from "zod";
import { idRule, MAX_ID } from "../../ids";

export interface FieldBase {
  label: string;
  required?: boolean;
  /** A line under the input. */
  help?: string;
  /** Shown in the list, never edited in the form (set by an action or the seed). */
  readOnly?: boolean;
  /**
   * Only in the add form (a password and its confirmation) or only in the edit form (a role, which
   * every new row starts with): the other form has no input for it and the api refuses it there.
   */
  form?: FormMode;
  /**
   * Only a full administrator sees it in the form and may send it (an administrator's role): the api
   * answers 403 when anyone else does, so rights cannot be raised by a hand-made request.
   */
  fullAdminOnly?: true;
  /**
   * A confirmation of another field (Confirm email): an edit starts it at that field's stored value,
   * and it is never stored itself. Whether the two agree is the declaration's `checks`.
   */
  repeats?: string;
}

/** Which form a payload comes from: adding a row, or editing one. */
export type FormMode = "add" | "edit";

export type Row = Record<string, unknown>;

/** What a kind's list text may need beyond its own value: a ref's unit ("3" months). */
export interface TextContext {
  row: Row;
  column: string;
  unitOf: (resourceKey: string) => string | undefined;
}

/** A rule across the fields of one form: the field the message is shown under, and the message. */
export type Check = (values: Row) => { field: string; message: string } | undefined;

/** The shared part of a field kind: its rule, its text in lists and CSV, its filter, where it is stored. */
export interface FieldKindModule<F> {
  /** The zod rule of one value. */
  rule(field: F): z.ZodType;
  /** How a value reads in a list cell and in the CSV export. */
  text(field: F, value: unknown, context: TextContext): string;
  /** The rule of its list filter (`?field=`); a kind without one cannot be a filter. */
  filter?(field: F): z.ZodType;
  /** Kept in a column of the resource's own table (else in tables of its own: lists, child rows). */
  column: boolean;
  /** Rules across fields that the field's own options ask for (a date not before another). */
  checks?(key: string, field: F, fields: Record<string, { label: string }>): Check[];
}

export const required = (label: string) => `${label} is required`;

/** Empty inputs ("" from a cleared field) count as absent. */
export const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const isBlank = (value: unknown) => value === null || value === undefined;

export { MAX_ID };

/** A row id in a body: a whole number, or its canonical decimal text (lib/ids.ts). */
export const id = (message: string) => z.preprocess(blankToUndefined, idRule(message));

export interface NumberBounds {
  min: number;
  max: number;
  /** Digits after the decimal point; 0 for whole numbers. */
  scale: number;
}

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

/** "3 months", "1 month", "152 cm". */
export const withUnit = (value: unknown, unit?: string) =>
  unit ? `${value} ${Number(value) === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}` : String(value);

export const plain = (value: unknown) => (isBlank(value) ? "" : String(value));

/** Amounts as the original showed them: Indian grouping, two decimals. */
export const formatAmount = (value: number) =>
  value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
