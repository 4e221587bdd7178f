import type { RefListField } from "../../../../lib/engine/fields";
import type { ApiKindModule } from "./base";

// Kept in a join table (tables.ts), written beside the row (repository.ts).
export const refListApi: ApiKindModule<RefListField> = {
  seed: (field, value, { idOf }) => Promise.all((value as unknown[]).map((v) => idOf(field.resource, v))),
};
