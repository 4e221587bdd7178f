import { z } from "zod";
import type { FieldBase, FieldKindModule } from "./base";

export interface BooleanField extends FieldBase {
  kind: "boolean";
  default?: boolean;
}

export const boolean = (label: string, extra: Partial<BooleanField> = {}): BooleanField => ({ kind: "boolean", label, default: false, ...extra });

export const booleanKind: FieldKindModule<BooleanField> = {
  column: true,
  rule: (field) => z.boolean({ error: `${field.label} must be yes or no` }).default(field.default ?? false),
  text: (_field, value) => (value ? "Yes" : "No"),
  filter: () => z.enum(["true", "false"]).transform((v) => v === "true"),
};
