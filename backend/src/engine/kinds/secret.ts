import { sql } from "drizzle-orm";
import { jsonb } from "drizzle-orm/pg-core";
import type { SecretField } from "../../../../lib/engine/fields";
import { sealCredentials, sealGivenCredentials } from "../sealed-credentials";
import type { ApiKindModule } from "./base";

export const secretApi: ApiKindModule<SecretField> = {
  column: (name) => jsonb(name).$type<Record<string, string>>().notNull().default({}),
  // Only which credentials are set leaves the database, never their values.
  select: (column) => sql<string[]>`coalesce((select array_agg(k order by k) from jsonb_object_keys(${column}) as k), '{}')`,
  // Merged key by key: an empty one keeps what is stored. Every value is stored sealed (docs/encryption-at-rest.md).
  store(_field, value, stored, { keys, scope }) {
    const given = Object.fromEntries(Object.entries((value as Record<string, string> | undefined) ?? {}).filter(([, v]) => v));
    const kept = (stored as Record<string, string> | undefined) ?? {};
    if (!Object.keys(given).length && !Object.keys(kept).length) return {};
    if (!keys) throw new Error(`${scope}: a secret field is stored only with the data-encryption key.`);
    return { ...sealCredentials(keys, scope, kept), ...sealGivenCredentials(keys, scope, given) };
  },
};
