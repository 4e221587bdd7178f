import { uuid } from "drizzle-orm/pg-core";
import type { ImageField } from "../../../../lib/engine/fields";
import { media } from "../../db/schema/media";
import type { ApiKindModule } from "./base";

export const imageApi: ApiKindModule<ImageField> = {
  column: (name) => uuid(name).references(() => media.id, { onDelete: "set null" }),
};
