import { plain, type FieldBase, type FieldKindModule } from "./base";

export interface EnumField extends FieldBase {
  kind: "enum";
  options: readonly string[];
  display?: "radio" | "select";
}

export const oneOf = (label: string, options: readonly string[], extra: Partial<EnumField> = {}): EnumField => ({ kind: "enum", label, options, required: true, ...extra });

export const enumKind: FieldKindModule<EnumField> = {
  column: true,
  text: (_field, value) => plain(value),
};
