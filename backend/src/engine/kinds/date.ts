import { date } from "drizzle-orm/pg-core";
import type { DateField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

// Read back as "YYYY-MM-DD", never as a Date: a day has no time zone to shift it.
export const dateApi: ApiKindModule<DateField> = {
  column: (name, field) => notNullIf(field, date(name, { mode: "string" })),
};
