/** The api's module of every field kind, by kind: the engine's tables, seed and repository dispatch through it. */
import type { Field, FieldKind, FieldOf } from "../../../../lib/engine/fields";
import type { ApiKindModule } from "./base";
import { booleanApi } from "./boolean";
import { dateApi } from "./date";
import { enumApi } from "./enum";
import { imageApi } from "./image";
import { moneyApi } from "./money";
import { numberApi } from "./number";
import { passwordApi } from "./password";
import { percentApi } from "./percent";
import { refApi } from "./ref";
import { refListApi } from "./ref-list";
import { richTextApi } from "./rich-text";
import { rowsApi } from "./rows";
import { secretApi } from "./secret";
import { textApi } from "./text";

export type { ApiKindModule, ColumnContext, SeedContext } from "./base";
export { numberColumn } from "./number";
export { sanitizeRichText } from "./rich-text";

export const API_KINDS: { [K in FieldKind]: ApiKindModule<FieldOf<K>> } = {
  text: textApi,
  number: numberApi,
  money: moneyApi,
  percent: percentApi,
  boolean: booleanApi,
  enum: enumApi,
  date: dateApi,
  richText: richTextApi,
  ref: refApi,
  refList: refListApi,
  rows: rowsApi,
  image: imageApi,
  secret: secretApi,
  password: passwordApi,
};

/** The api module of a field's kind, typed for that field. */
export const apiKindOf = <F extends Field>(field: F) => API_KINDS[field.kind] as unknown as ApiKindModule<F>;
