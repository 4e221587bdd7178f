import { isBlank, numberRule, optionalUnless, withUnit, type FieldBase, type FieldKindModule, type NumberBounds } from "./base";

export interface NumberField extends FieldBase, NumberBounds {
  kind: "number";
  /** Shown after the value: "cm", "kg", "months". */
  unit?: string;
}

export const number = (label: string, extra: Omit<NumberField, "kind" | "label">): NumberField => ({ kind: "number", label, required: true, ...extra });

export const numberKind: FieldKindModule<NumberField> = {
  column: true,
  rule: (field) => optionalUnless(field, numberRule(field.label, field)),
  text: (field, value) => (isBlank(value) ? "" : withUnit(value, field.unit)),
  // An exact value within the field's bounds: an id a page fixes (the member whose tabs these are),
  // never offered in the toolbar, since there is nothing to choose it from (lib/engine/list-query.ts).
  filter: (field) => numberRule(field.label, field),
};
