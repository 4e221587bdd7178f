import { numeric } from "drizzle-orm/pg-core";
import type { PercentField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

export const percentApi: ApiKindModule<PercentField> = {
  column: (name, field) => notNullIf(field, numeric(name, { precision: 5, scale: 2, mode: "number" })),
};
