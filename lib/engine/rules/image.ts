import { z } from "zod";
import { blankToUndefined } from "../fields/base";
import type { ImageField } from "../fields/image";
import type { FieldRulesModule } from "./base";

export const imageRules: FieldRulesModule<ImageField> = {
  rule: (field) =>
    field.required
      ? z.uuid({ error: `Upload ${field.label.toLowerCase()}` })
      : z.preprocess(blankToUndefined, z.uuid({ error: `Upload ${field.label.toLowerCase()}` }).nullable().optional()),
};
