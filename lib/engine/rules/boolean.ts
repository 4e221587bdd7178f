import { z } from "zod";
import type { BooleanField } from "../fields/boolean";
import type { FieldRulesModule } from "./base";

export const booleanRules: FieldRulesModule<BooleanField> = {
  // A switch asked only under another field's value is left out otherwise: no default may put it back.
  rule: (field) => (field.shownWhen ? z.boolean({ error: `${field.label} must be yes or no` }).optional() : z.boolean({ error: `${field.label} must be yes or no` }).default(field.default ?? false)),
  filter: () => z.enum(["true", "false"]).transform((v) => v === "true"),
};
