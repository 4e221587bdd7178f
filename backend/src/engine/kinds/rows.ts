import type { Row, RowsField } from "../../../../lib/engine/fields";
import type { ApiKindModule } from "./base";

// Kept in a child table (tables.ts), written beside the row (repository.ts).
export const rowsApi: ApiKindModule<RowsField> = {
  seed: (field, value, { idOf }) =>
    Promise.all((value as Row[]).map(async (r) => ({ ...r, [field.ref.key]: await idOf(field.ref.resource, r[field.ref.key]) }))),
};
