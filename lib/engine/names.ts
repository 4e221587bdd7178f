import type { ResourceDef } from "./define";
import { number, text, type Field, type TextField } from "./fields";

/** The plain "Name" of most reference data: letters, digits and common punctuation, 100 characters. */
export const nameField = (label = "Name", extra: Partial<TextField> = {}): TextField =>
  text(label, 100, {
    pattern: { regex: /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'&()/+-]*$/u, message: `${label} may hold letters, digits, spaces and . , ' & ( ) / + - only` },
    ...extra,
  });

/** A list of names as seed rows. */
export const named = (...names: string[]) => names.map((name) => ({ name }));

interface SingleFieldBase<K extends string> {
  key: K;
  table: string;
  singular: string;
  /** The column's header when it is not the field's label. */
  header?: string;
  referencedBy?: ResourceDef["referencedBy"];
}

/** Reference data made of one field, unique, sorted by it, deletable when nothing refers to it. */
function singleFieldResource<K extends string>(base: SingleFieldBase<K>, key: string, field: Field, seed: unknown[]): ResourceDef<K> {
  return {
    key: base.key,
    table: base.table,
    singular: base.singular,
    fields: { [key]: field },
    display: key,
    unique: [{ fields: [key] }],
    columns: [{ field: key, header: base.header, sortable: true, flex: 1 }],
    search: field.kind === "text" ? [key] : [],
    defaultSort: { field: key, order: "asc" },
    referencedBy: base.referencedBy,
    deletable: true,
    seed: seed.map((value) => ({ [key]: value })),
  };
}

/** Reference data that is just a name (religion, marital status, employment, diet…). */
export const namedResource = <K extends string>(def: SingleFieldBase<K> & { label?: string; seed: string[] }) =>
  singleFieldResource({ header: def.label, ...def }, "name", nameField(def.label), def.seed);

/** Reference data that is one number with its unit (height in cm, weight in kg, a duration in months). */
export const measureResource = <K extends string>(def: SingleFieldBase<K> & { field: string; label: string; unit: string; max: number; seed: number[] }) =>
  singleFieldResource(def, def.field, number(def.label, { min: 1, max: def.max, scale: 0, unit: def.unit }), def.seed);

/** Whole numbers from `from` to `to`. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
