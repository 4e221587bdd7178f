import { numeric } from "drizzle-orm/pg-core";
import { MONEY_SCALE, type MoneyField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

export const moneyApi: ApiKindModule<MoneyField> = {
  column: (name, field) => notNullIf(field, numeric(name, { precision: 14, scale: MONEY_SCALE, mode: "number" })),
};
