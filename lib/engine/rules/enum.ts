import { z } from "zod";
import type { EnumField } from "../fields/enum";
import { optionalUnless, type FieldRulesModule } from "./base";

const choices = (field: EnumField) => field.options as [string, ...string[]];

export const enumRules: FieldRulesModule<EnumField> = {
  rule: (field) =>
    field.multiple
      ? // Each option once; none chosen is an empty list, which a required field refuses.
        z
          .array(z.enum(choices(field), { error: `Choose among the ${field.label.toLowerCase()} listed` }), { error: `${field.label} must be a list of options` })
          .refine((chosen) => new Set(chosen).size === chosen.length, `${field.label} names an option twice`)
          .refine((chosen) => !field.required || chosen.length > 0, `Choose at least one of the ${field.label.toLowerCase()}`)
      : optionalUnless(field, z.enum(choices(field), { error: `Choose a ${field.label.toLowerCase()}` })),
  filter: (field) => z.enum(choices(field)),
};
