import { z } from "zod";
import { required } from "../fields/base";
import type { RefListField } from "../fields/ref-list";
import { id, type FieldRulesModule } from "./base";

export const refListRules: FieldRulesModule<RefListField> = {
  rule: (field) =>
    z
      .array(id(`Choose a ${field.label.toLowerCase()}`), { error: required(field.label) })
      .min(field.required ? 1 : 0, `Choose at least one of the ${field.label.toLowerCase()}`)
      .transform((ids) => [...new Set(ids)]),
};
