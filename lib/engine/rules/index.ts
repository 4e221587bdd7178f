/**
 * The zod rules of every field kind, by kind: what lib/engine/schema.ts and lib/engine/list-query.ts
 * build a resource's payload and query rules from. The kinds' other half (their text, their storage)
 * is lib/engine/fields, which the lists read without loading zod (docs/performance.md).
 */
import type { Field, FieldKind, FieldOf } from "../fields";
import type { FieldRulesModule } from "./base";
import { booleanRules } from "./boolean";
import { dateRules } from "./date";
import { enumRules } from "./enum";
import { imageRules } from "./image";
import { moneyRules } from "./money";
import { numberRules } from "./number";
import { passwordRules } from "./password";
import { percentRules } from "./percent";
import { refRules } from "./ref";
import { refListRules } from "./ref-list";
import { richTextRules } from "./rich-text";
import { rowsRules } from "./rows";
import { secretRules } from "./secret";
import { textRules } from "./text";

export type { FieldRulesModule } from "./base";

export const FIELD_RULES: { [K in FieldKind]: FieldRulesModule<FieldOf<K>> } = {
  text: textRules,
  number: numberRules,
  money: moneyRules,
  percent: percentRules,
  boolean: booleanRules,
  enum: enumRules,
  date: dateRules,
  richText: richTextRules,
  ref: refRules,
  refList: refListRules,
  rows: rowsRules,
  image: imageRules,
  secret: secretRules,
  password: passwordRules,
};

/** The rules of a field's kind, typed for that field. */
export const rulesOf = <F extends Field>(field: F) => FIELD_RULES[field.kind] as unknown as FieldRulesModule<F>;
