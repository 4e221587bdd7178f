import { z } from "zod";
import { blankToUndefined, plain, required, type FieldBase, type FieldKindModule } from "./base";

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
  rule(field) {
    let rule = z.string({ error: required(field.label) }).trim().max(field.max, `${field.label} must be at most ${field.max} characters`);
    if (field.required) rule = rule.min(1, required(field.label));
    const checked = field.pattern ? rule.refine((v) => v === "" || field.pattern!.regex.test(v), field.pattern.message) : rule;
    return field.required ? checked : z.preprocess(blankToUndefined, checked.optional());
  },
  text: (_field, value) => plain(value),
};
