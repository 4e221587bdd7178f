import { text } from "drizzle-orm/pg-core";
import type { EnumField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

export const enumApi: ApiKindModule<EnumField> = {
  column: (name, field) => notNullIf(field, text(name)),
};
