import { sql } from "drizzle-orm";
import { jsonb } from "drizzle-orm/pg-core";
import type { SecretField } from "../../../../lib/engine/fields";
import type { ApiKindModule } from "./base";

export const secretApi: ApiKindModule<SecretField> = {
  column: (name) => jsonb(name).$type<Record<string, string>>().notNull().default({}),
  // Only which credentials are set leaves the database, never their values.
  select: (column) => sql<string[]>`coalesce((select array_agg(k order by k) from jsonb_object_keys(${column}) as k), '{}')`,
  // Merged key by key: an empty one keeps what is stored.
  store(_field, value, stored) {
    const given = Object.entries((value as Record<string, string> | undefined) ?? {}).filter(([, v]) => v);
    return { ...((stored as Record<string, string> | undefined) ?? {}), ...Object.fromEntries(given) };
  },
};
