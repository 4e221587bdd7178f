import { z } from "zod";
import { optionalUnless, plain, type FieldBase, type FieldKindModule } from "./base";

export interface EnumField extends FieldBase {
  kind: "enum";
  options: readonly string[];
  display?: "radio" | "select";
}

export const oneOf = (label: string, options: readonly string[], extra: Partial<EnumField> = {}): EnumField => ({ kind: "enum", label, options, required: true, ...extra });

const choices = (field: EnumField) => field.options as [string, ...string[]];

export const enumKind: FieldKindModule<EnumField> = {
  column: true,
  rule: (field) => optionalUnless(field, z.enum(choices(field), { error: `Choose a ${field.label.toLowerCase()}` })),
  text: (_field, value) => plain(value),
  filter: (field) => z.enum(choices(field)),
};
