import { z } from "zod";
import { blankToUndefined, required } from "../fields/base";
import { isRealDay, type DateField } from "../fields/date";
import type { FieldRulesModule } from "./base";

export const dateRules: FieldRulesModule<DateField> = {
  rule(field) {
    const message = `${field.label} must be a real date (YYYY-MM-DD)`;
    const day = z.string({ error: (issue) => (issue.input === undefined ? required(field.label) : message) }).refine(isRealDay, message);
    return field.required ? z.preprocess(blankToUndefined, day) : z.preprocess(blankToUndefined, day.nullable().optional());
  },
};
