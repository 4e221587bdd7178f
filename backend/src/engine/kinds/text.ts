import { text } from "drizzle-orm/pg-core";
import type { TextField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

export const textApi: ApiKindModule<TextField> = {
  column: (name, field) => notNullIf(field, text(name)),
};
