import { z } from "zod";
import { blankToUndefined, type FieldBase, type FieldKindModule } from "./base";

/** A picture uploaded to the api and kept by id. */
export interface ImageField extends FieldBase {
  kind: "image";
}

export const imageKind: FieldKindModule<ImageField> = {
  column: true,
  rule: (field) =>
    field.required
      ? z.uuid({ error: `Upload ${field.label.toLowerCase()}` })
      : z.preprocess(blankToUndefined, z.uuid({ error: `Upload ${field.label.toLowerCase()}` }).nullable().optional()),
  text: (_field, value) => (value ? "Yes" : ""),
};
