import { plain, type FieldBase, type FieldKindModule } from "./base";

export interface TextField extends FieldBase {
  kind: "text";
  max: number;
  pattern?: { regex: RegExp; message: string };
  multiline?: boolean;
  /**
   * A value valid wherever the row sits, shown as the input's placeholder; generated test data uses
   * it where a rule needs the database (a pincode is checked against the city's country).
   */
  example?: string;
}

export const text = (label: string, max: number, extra: Partial<TextField> = {}): TextField => ({ kind: "text", label, max, required: true, ...extra });

export const textKind: FieldKindModule<TextField> = {
  column: true,
  text: (_field, value) => plain(value),
};
