/**
 * What every field kind shares: the base of a field, the module shape each kind fills in (what the
 * kind is and how its values read), and small helpers. No zod here: a list only reads declarations,
 * so their rules live apart, in lib/engine/rules, and load where a form or the api checks a value
 * (docs/performance.md).
 */
import { MAX_ID } from "../../ids";
import type { ConsoleSwitch } from "../../console-flags";

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
  /**
   * Asked only while another field holds one of these values (Manual Payment's description): the form
   * draws it then; otherwise the api refuses it when sent, and stores it empty.
   */
  shownWhen?: { field: string; is: readonly string[] };
  /** A part of the product the Setting can turn off (Communities): then its select leaves the filters (lib/console-flags.ts). */
  follows?: ConsoleSwitch;
}

/** Whether a field is asked for, given the form's other values (`shownWhen`). */
export const isShown = (field: Pick<FieldBase, "shownWhen">, values: Record<string, unknown>) =>
  !field.shownWhen || field.shownWhen.is.includes(String(values[field.shownWhen.field]));

/** Which form a payload comes from: adding a row, or editing one. */
export type FormMode = "add" | "edit";

export type Row = Record<string, unknown>;

/** What a kind's list text may need beyond its own value: a ref's unit ("3" months). */
export interface TextContext {
  row: Row;
  column: string;
  unitOf: (resourceKey: string) => string | undefined;
}

/** A rule across the fields of one form: the field the message is shown under ("credentials.keyId" for a part of one), and the message. */
export type Check = (values: Row) => { field: string; message: string } | undefined;

/**
 * The shared part of a field kind: its text in lists and CSV, where it is stored, its rules across
 * fields. Its zod rules (a value's, a filter's) are its module in lib/engine/rules.
 */
export interface FieldKindModule<F> {
  /** How a value reads in a list cell and in the CSV export. */
  text(field: F, value: unknown, context: TextContext): string;
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

export interface NumberBounds {
  min: number;
  max: number;
  /** Digits after the decimal point; 0 for whole numbers. */
  scale: number;
}

/** "3 months", "1 month", "152 cm". */
export const withUnit = (value: unknown, unit?: string) =>
  unit ? `${value} ${Number(value) === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}` : String(value);

export const plain = (value: unknown) => (isBlank(value) ? "" : String(value));

/** Amounts as the original showed them: Indian grouping, two decimals. */
export const formatAmount = (value: number) =>
  value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
