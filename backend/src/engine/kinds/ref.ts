import { integer } from "drizzle-orm/pg-core";
import type { RefField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

export const refApi: ApiKindModule<RefField> = {
  column: (name, field, { mainOf }) => notNullIf(field, integer(name).references(mainOf(field.resource), { onDelete: "restrict" })),
  // A dependent ref is looked up among the rows of its parent (a community within its religion).
  seed: (field, value, { idOf, row }) => idOf(field.resource, value, field.dependsOn ? { [field.dependsOn.filter]: row[field.dependsOn.field] } : {}),
};
