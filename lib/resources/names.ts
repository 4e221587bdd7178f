import type { ResourceDef } from "./define";
import { number, text, type TextField } from "./fields";

/** The plain "Name" of most reference data: letters, digits and common punctuation, 100 characters. */
export const nameField = (label = "Name", extra: Partial<TextField> = {}): TextField =>
  text(label, 100, {
    pattern: { regex: /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'&()/+-]*$/u, message: `${label} may hold letters, digits, spaces and . , ' & ( ) / + - only` },
    ...extra,
  });

/** A list of names as seed rows. */
export const named = (...names: string[]) => names.map((name) => ({ name }));

/** Reference data that is just a name (religion, marital status, employment, diet…). */
export function namedResource<K extends string>(def: {
  key: K;
  table: string;
  singular: string;
  label?: string;
  seed: string[];
  referencedBy?: ResourceDef["referencedBy"];
}): ResourceDef<K> {
  return {
    key: def.key,
    table: def.table,
    singular: def.singular,
    fields: { name: nameField(def.label) },
    display: "name",
    unique: [{ fields: ["name"] }],
    columns: [{ field: "name", header: def.label, sortable: true, flex: 1 }],
    search: ["name"],
    defaultSort: { field: "name", order: "asc" },
    referencedBy: def.referencedBy,
    deletable: true,
    seed: named(...def.seed),
  };
}

/** Reference data that is one number with its unit (height in cm, weight in kg, a duration in months). */
export function measureResource<K extends string>(def: {
  key: K;
  table: string;
  singular: string;
  field: string;
  label: string;
  unit: string;
  max: number;
  seed: number[];
  header?: string;
  referencedBy?: ResourceDef["referencedBy"];
}): ResourceDef<K> {
  return {
    key: def.key,
    table: def.table,
    singular: def.singular,
    fields: { [def.field]: number(def.label, { min: 1, max: def.max, scale: 0, unit: def.unit }) },
    display: def.field,
    unique: [{ fields: [def.field] }],
    columns: [{ field: def.field, header: def.header, sortable: true, flex: 1 }],
    search: [],
    defaultSort: { field: def.field, order: "asc" },
    referencedBy: def.referencedBy,
    deletable: true,
    seed: def.seed.map((value) => ({ [def.field]: value })),
  };
}

/** Whole numbers from `from` to `to`. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
