import { boolean } from "drizzle-orm/pg-core";
import type { BooleanField } from "../../../../lib/engine/fields";
import type { ApiKindModule } from "./base";

export const booleanApi: ApiKindModule<BooleanField> = {
  column: (name, field) => boolean(name).notNull().default(field.default ?? false),
};
