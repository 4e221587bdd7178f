import { z } from "zod";
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
  // Canonical decimal text, as lib/ids.ts reads ids: no sign of "+", space, leading zero, hex or exponent.
  filter: (field) => z.string().regex(/^-?(0|[1-9]\d*)(\.\d+)?$/, `${field.label} must be a number`).pipe(numberRule(field.label, field) as unknown as z.ZodType<number, string>),
};
