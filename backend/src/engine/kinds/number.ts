import { integer, numeric } from "drizzle-orm/pg-core";
import type { NumberField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

/** Whole numbers as integer, others as numeric(14, scale) read back as JavaScript numbers. */
export const numberColumn = (name: string, scale: number) => (scale === 0 ? integer(name) : numeric(name, { precision: 14, scale, mode: "number" }));

export const numberApi: ApiKindModule<NumberField> = {
  column: (name, field) => notNullIf(field, numberColumn(name, field.scale)),
};
