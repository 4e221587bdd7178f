import { MONEY_SCALE, type MoneyField } from "../fields/money";
import { numberRule, optionalUnless, type FieldRulesModule } from "./base";

export const moneyRules: FieldRulesModule<MoneyField> = {
  rule: (field) => optionalUnless(field, numberRule(field.label, { min: 0, max: field.max, scale: MONEY_SCALE })),
};
