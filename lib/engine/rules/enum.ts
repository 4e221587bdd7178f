import { z } from "zod";
import type { EnumField } from "../fields/enum";
import { optionalUnless, type FieldRulesModule } from "./base";

const choices = (field: EnumField) => field.options as [string, ...string[]];

export const enumRules: FieldRulesModule<EnumField> = {
  rule: (field) => optionalUnless(field, z.enum(choices(field), { error: `Choose a ${field.label.toLowerCase()}` })),
  filter: (field) => z.enum(choices(field)),
};
