import { withUnit, type FieldBase, type FieldKindModule, type Row } from "./base";

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
  text: (field, value, { unitOf }) =>
    ((value as Row[] | undefined) ?? [])
      .map((item) => `${withUnit(item[`${field.ref.key}Name`], unitOf(field.ref.resource))} (${withUnit(item[field.value.key], field.value.unit)})`)
      .join(", "),
};
