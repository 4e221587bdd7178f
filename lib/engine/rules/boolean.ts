import { z } from "zod";
import type { BooleanField } from "../fields/boolean";
import type { FieldRulesModule } from "./base";

export const booleanRules: FieldRulesModule<BooleanField> = {
  rule: (field) => z.boolean({ error: `${field.label} must be yes or no` }).default(field.default ?? false),
  filter: () => z.enum(["true", "false"]).transform((v) => v === "true"),
};
