import { isBlank, type FieldBase, type FieldKindModule } from "./base";

/** A share from 0 to 100 with two decimals (numeric(5,2)): "12.5%". */
export interface PercentField extends FieldBase {
  kind: "percent";
}

export const percent = (label: string, extra: Partial<Omit<PercentField, "kind" | "label">> = {}): PercentField => ({ kind: "percent", label, required: true, ...extra });

export const percentKind: FieldKindModule<PercentField> = {
  column: true,
  text: (_field, value) => (isBlank(value) ? "" : `${Number(value)}%`),
};
