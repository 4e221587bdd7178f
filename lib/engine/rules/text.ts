import { z } from "zod";
import { blankToUndefined, required } from "../fields/base";
import type { TextField } from "../fields/text";
import type { FieldRulesModule } from "./base";

export const textRules: FieldRulesModule<TextField> = {
  rule(field) {
    let rule = z.string({ error: required(field.label) }).trim().max(field.max, `${field.label} must be at most ${field.max} characters`);
    if (field.required) rule = rule.min(1, required(field.label));
    const checked = field.pattern ? rule.refine((v) => v === "" || field.pattern!.regex.test(v), field.pattern.message) : rule;
    return field.required ? checked : z.preprocess(blankToUndefined, checked.optional());
  },
};
