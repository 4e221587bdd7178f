import { z } from "zod";
import { id, numberRule, required, withUnit, type FieldBase, type FieldKindModule, type Row } from "./base";

/** Child rows with fields of their own (a package's durations with their discounts). */
export interface RowsField extends FieldBase {
  kind: "rows";
  /** The child's reference to another resource, unique within the parent. */
  ref: { key: string; label: string; resource: string };
  /** The child's own number. */
  value: { key: string; label: string; min: number; max: number; scale: number; unit?: string };
}

export const rowsKind: FieldKindModule<RowsField> = {
  column: false,
  rule(field) {
    const row = z.strictObject({
      [field.ref.key]: id(`Choose a ${field.ref.label.toLowerCase()}`),
      [field.value.key]: numberRule(field.value.label, field.value),
    });
    return z
      .array(row, { error: required(field.label) })
      .min(field.required ? 1 : 0, `Add at least one ${field.ref.label.toLowerCase()}`)
      .refine((rows) => new Set(rows.map((r) => r[field.ref.key])).size === rows.length, `Each ${field.ref.label.toLowerCase()} may be added once`);
  },
  text: (field, value, { unitOf }) =>
    ((value as Row[] | undefined) ?? [])
      .map((item) => `${withUnit(item[`${field.ref.key}Name`], unitOf(field.ref.resource))} (${withUnit(item[field.value.key], field.value.unit)})`)
      .join(", "),
};
