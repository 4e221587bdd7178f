import { z } from "zod";
import { blankToUndefined, required } from "../fields/base";
import { plainText, type RichTextField } from "../fields/rich-text";
import type { FieldRulesModule } from "./base";

export const richTextRules: FieldRulesModule<RichTextField> = {
  rule(field) {
    // An editor left empty still holds "<p></p>": no words is no text.
    const html = z
      .string({ error: required(field.label) })
      .max(field.max, `${field.label} must be at most ${field.max} characters of formatted text`)
      .transform((value) => (plainText(value) === "" ? "" : value));
    const filled = field.required ? html.refine((value) => value !== "", required(field.label)) : html;
    return z.preprocess(blankToUndefined, field.required ? filled : filled.optional());
  },
};
