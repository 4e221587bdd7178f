import { z } from "zod";
import type { NumberField } from "../fields/number";
import { numberRule, optionalUnless, type FieldRulesModule } from "./base";

export const numberRules: FieldRulesModule<NumberField> = {
  rule: (field) => optionalUnless(field, numberRule(field.label, field)),
  // An exact value within the field's bounds: an id a page fixes (the member whose tabs these are),
  // never offered in the toolbar, since there is nothing to choose it from (lib/engine/list-query.ts).
  // Canonical decimal text, as lib/ids.ts reads ids: no sign of "+", space, leading zero, hex or exponent.
  filter: (field) => z.string().regex(/^-?(0|[1-9]\d*)(\.\d+)?$/, `${field.label} must be a number`).pipe(numberRule(field.label, field) as unknown as z.ZodType<number, string>),
};
