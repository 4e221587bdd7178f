import { isBlank, withUnit, type FieldBase, type FieldKindModule, type NumberBounds } from "./base";

export interface NumberField extends FieldBase, NumberBounds {
  kind: "number";
  /** Shown after the value: "cm", "kg", "months". */
  unit?: string;
}

export const number = (label: string, extra: Omit<NumberField, "kind" | "label">): NumberField => ({ kind: "number", label, required: true, ...extra });

export const numberKind: FieldKindModule<NumberField> = {
  column: true,
  text: (field, value) => (isBlank(value) ? "" : withUnit(value, field.unit)),
};
