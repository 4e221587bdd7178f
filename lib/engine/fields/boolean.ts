import type { FieldBase, FieldKindModule } from "./base";

export interface BooleanField extends FieldBase {
  kind: "boolean";
  default?: boolean;
}

export const boolean = (label: string, extra: Partial<BooleanField> = {}): BooleanField => ({ kind: "boolean", label, default: false, ...extra });

export const booleanKind: FieldKindModule<BooleanField> = {
  column: true,
  text: (_field, value) => (value ? "Yes" : "No"),
};
