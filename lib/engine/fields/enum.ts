import { plain, type FieldBase, type FieldKindModule } from "./base";

export interface EnumField extends FieldBase {
  kind: "enum";
  options: readonly string[];
  display?: "radio" | "select";
  /** Several of the options at once (a list of them), drawn as a select of checked items. */
  multiple?: true;
}

export const oneOf = (label: string, options: readonly string[], extra: Partial<EnumField> = {}): EnumField => ({ kind: "enum", label, options, required: true, ...extra });

export const enumKind: FieldKindModule<EnumField> = {
  column: true,
  text: (_field, value) => (Array.isArray(value) ? value.join(", ") : plain(value)),
};
