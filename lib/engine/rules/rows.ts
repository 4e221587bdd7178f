import { z } from "zod";
import { required } from "../fields/base";
import type { RowsField } from "../fields/rows";
import { id, numberRule, type FieldRulesModule } from "./base";

export const rowsRules: FieldRulesModule<RowsField> = {
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
};
