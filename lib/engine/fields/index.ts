/**
 * The field kinds a resource declaration is made of, one module each (its type, its helper, its
 * text, its storage), and the registry the engine dispatches through. Their zod rules are
 * lib/engine/rules, kept apart so that reading a declaration loads no zod (docs/performance.md). The api
 * (backend/src/engine/kinds) and the console (components/engine/inputs) keep theirs the same way.
 */
import type { FieldKindModule } from "./base";
import { booleanKind, type BooleanField } from "./boolean";
import { dateKind, type DateField } from "./date";
import { enumKind, type EnumField } from "./enum";
import { imageKind, type ImageField } from "./image";
import { moneyKind, type MoneyField } from "./money";
import { numberKind, type NumberField } from "./number";
import { passwordKind, type PasswordField } from "./password";
import { percentKind, type PercentField } from "./percent";
import { refKind, type RefField } from "./ref";
import { refListKind, type RefListField } from "./ref-list";
import { richTextKind, type RichTextField } from "./rich-text";
import { rowsKind, type RowsField } from "./rows";
import { secretKind, type SecretField } from "./secret";
import { textKind, type TextField } from "./text";

export * from "./base";
export * from "./boolean";
export * from "./date";
export * from "./enum";
export * from "./image";
export * from "./money";
export * from "./number";
export * from "./password";
export * from "./percent";
export * from "./ref";
export * from "./ref-list";
export * from "./rich-text";
export * from "./rows";
export * from "./secret";
export * from "./text";

export type Field =
  | TextField
  | NumberField
  | MoneyField
  | PercentField
  | BooleanField
  | EnumField
  | DateField
  | RichTextField
  | RefField
  | RefListField
  | RowsField
  | ImageField
  | SecretField
  | PasswordField;
export type FieldKind = Field["kind"];
export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>;

/** The shared module of each kind; the api and the console keep registries of the same shape. */
export const FIELD_KINDS: { [K in FieldKind]: FieldKindModule<FieldOf<K>> } = {
  text: textKind,
  number: numberKind,
  money: moneyKind,
  percent: percentKind,
  boolean: booleanKind,
  enum: enumKind,
  date: dateKind,
  richText: richTextKind,
  ref: refKind,
  refList: refListKind,
  rows: rowsKind,
  image: imageKind,
  secret: secretKind,
  password: passwordKind,
};

/** The shared module of a field's kind, typed for that field. */
export const kindOf = <F extends Field>(field: F) => FIELD_KINDS[field.kind] as unknown as FieldKindModule<F>;

/** Kinds stored in a column of the resource's own table. */
export const COLUMN_KINDS = new Set<FieldKind>((Object.keys(FIELD_KINDS) as FieldKind[]).filter((kind) => FIELD_KINDS[kind].column));

/** Number-like kinds: sorted and compared as numbers, typed into a text box. */
export const NUMERIC_KINDS = new Set<FieldKind>(["number", "money", "percent"]);
