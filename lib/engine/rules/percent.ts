import type { PercentField } from "../fields/percent";
import { numberRule, optionalUnless, type FieldRulesModule } from "./base";

export const percentRules: FieldRulesModule<PercentField> = {
  rule: (field) => optionalUnless(field, numberRule(field.label, { min: 0, max: 100, scale: 2 })),
};
