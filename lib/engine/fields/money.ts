import { formatAmount, isBlank, type FieldBase, type FieldKindModule } from "./base";

/** An amount of money: 0 to `max`, to the paisa (numeric(14,2)). */
export interface MoneyField extends FieldBase {
  kind: "money";
  max: number;
}

export const MONEY_SCALE = 2;

export const money = (label: string, extra: Partial<Omit<MoneyField, "kind" | "label">> = {}): MoneyField => ({
  kind: "money",
  label,
  required: true,
  max: 10_000_000,
  ...extra,
});

export const moneyKind: FieldKindModule<MoneyField> = {
  column: true,
  text: (_field, value) => (isBlank(value) ? "" : formatAmount(Number(value))),
};
