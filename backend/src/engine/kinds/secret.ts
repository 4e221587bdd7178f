import { sql } from "drizzle-orm";
import { jsonb } from "drizzle-orm/pg-core";
import { keysChosenBy, secretKey, secretLabelsFor, type SecretField } from "../../../../lib/engine/fields";
import { sealCredentials, sealGivenCredentials } from "../sealed-credentials";
import type { ApiKindModule } from "./base";

export const secretApi: ApiKindModule<SecretField> = {
  column: (name) => jsonb(name).$type<Record<string, string>>().notNull().default({}),
  // Only which credentials are set leaves the database, never their values.
  select: (column) => sql<string[]>`coalesce((select array_agg(k order by k) from jsonb_object_keys(${column}) as k), '{}')`,
  follows: (field) => keysChosenBy(field)?.by,
  // Merged key by key: an empty one keeps what is stored. Every value is stored sealed (docs/encryption-at-rest.md).
  store(field, value, stored, { keys, scope, values }) {
    const given = Object.fromEntries(Object.entries((value as Record<string, string> | undefined) ?? {}).filter(([, v]) => v));
    const allowed = new Set(secretLabelsFor(field, values).map(secretKey));
    // A provider changed: the old one's credentials are of no use to the new one, and are not kept.
    const kept = Object.fromEntries(Object.entries((stored as Record<string, string> | undefined) ?? {}).filter(([name]) => !keysChosenBy(field) || allowed.has(name)));
    if (!Object.keys(given).length && !Object.keys(kept).length) return {};
    if (!keys) throw new Error(`${scope}: a secret field is stored only with the data-encryption key.`);
    return { ...sealCredentials(keys, scope, kept), ...sealGivenCredentials(keys, scope, given) };
  },
};
