/**
 * The field kinds a resource declaration is made of. Each kind knows its input, its zod rule, its
 * column in SQL and its cell in the list; lib/resources/schema.ts and backend/src/resources read them.
 */

interface FieldBase {
  label: string;
  required?: boolean;
  /** A line under the input. */
  help?: string;
  /** Shown in the list, never edited in the form (set by an action or the seed). */
  readOnly?: boolean;
}

export interface TextField extends FieldBase {
  kind: "text";
  max: number;
  pattern?: { regex: RegExp; message: string };
  multiline?: boolean;
  /**
   * A value valid wherever the row sits, shown as the input's placeholder; generated test data uses
   * it where a rule needs the database (a pincode is checked against the city's country).
   */
  example?: string;
}

export interface NumberField extends FieldBase {
  kind: "number";
  min: number;
  max: number;
  /** Digits after the decimal point; 0 for whole numbers. */
  scale: number;
  /** Shown after the value: "cm", "kg", "months", "%". */
  unit?: string;
  /** Shown before the value: the default currency's symbol for amounts. */
  money?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: "boolean";
  default?: boolean;
}

export interface EnumField extends FieldBase {
  kind: "enum";
  options: readonly string[];
  display?: "radio" | "select";
}

/** A reference to a row of another resource, chosen from its active rows. */
export interface RefField extends FieldBase {
  kind: "ref";
  resource: string;
  /** Narrows the choices by another field of the same form (community by religion). */
  dependsOn?: { field: string; filter: string };
}

/** Several rows of another resource (a package's facilities), kept in a join table. */
export interface RefListField extends FieldBase {
  kind: "refList";
  resource: string;
}

/** Child rows with fields of their own (a package's durations with their discounts). */
export interface RowsField extends FieldBase {
  kind: "rows";
  /** The child's reference to another resource, unique within the parent. */
  ref: { key: string; label: string; resource: string };
  /** The child's own number. */
  value: { key: string; label: string; min: number; max: number; scale: number; unit?: string };
}

/** A picture uploaded to the api and kept by id. */
export interface ImageField extends FieldBase {
  kind: "image";
}

/** Key → value credentials that go in and never come back out: the browser sees them masked. */
export interface SecretField extends FieldBase {
  kind: "secret";
  keys: readonly string[];
}

export type Field = TextField | NumberField | BooleanField | EnumField | RefField | RefListField | RowsField | ImageField | SecretField;
export type FieldKind = Field["kind"];

/** Kinds stored in a column of the resource's own table. */
export const COLUMN_KINDS = new Set<FieldKind>(["text", "number", "boolean", "enum", "ref", "image", "secret"]);

export const text = (label: string, max: number, extra: Partial<TextField> = {}): TextField => ({ kind: "text", label, max, required: true, ...extra });
export const number = (label: string, extra: Omit<NumberField, "kind" | "label">): NumberField => ({ kind: "number", label, required: true, ...extra });
export const boolean = (label: string, extra: Partial<BooleanField> = {}): BooleanField => ({ kind: "boolean", label, default: false, ...extra });
export const oneOf = (label: string, options: readonly string[], extra: Partial<EnumField> = {}): EnumField => ({ kind: "enum", label, options, required: true, ...extra });
export const ref = (label: string, resource: string, extra: Partial<RefField> = {}): RefField => ({ kind: "ref", label, resource, required: true, ...extra });
