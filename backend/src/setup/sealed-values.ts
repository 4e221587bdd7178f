/**
 * Every value the api keeps sealed at rest (docs/encryption-at-rest.md): the administrators' TOTP
 * secrets, the values of secret fields (payment-gateway credentials) and the Setting page's secret
 * flags (always sealed when saved). Two passes over them:
 * - on every start, plain values (written before encryption at rest) are sealed;
 * - `npm run keys:rotate`, after a key rotation, seals every value again under the current key, so
 *   the previous key can then be dropped.
 * Each row is rewritten only if it still holds what was read (compare-and-set), so two api processes
 * starting at once, or a rotation beside a running api, never overwrite each other's writes.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { RESOURCES } from "../../../lib/resources/index";
import { isSealed, SecretBoxError } from "../auth/secret-box";
import { openSecret, sealSecret } from "../auth/two-factor";
import type { SecretBoxKeys } from "../config/two-factor-key";
import type { Db } from "../db/client";
import { adminUsers, systemFlags } from "../db/schema";
import { SETTING_FORM } from "../../../lib/settings/setting";
import { flagScope } from "../settings/store";
import { hasPlainValues, openCredentials, resealCredentials, sealCredentials, type StoredCredentials } from "../engine/sealed-credentials";
import { tablesOf } from "../engine/tables";

/** The Setting page's secret flags (lib/settings/setting.ts), sealed in system_flags.value as JSON. */
const SECRET_FLAGS = Object.entries(SETTING_FORM.fields).flatMap(([flag, field]) => (field.kind === "secret" ? [flag] : []));

/** Each secret field of the engine's tables, with the scope its values are sealed under. */
const secretColumns = () =>
  RESOURCES.filter((resource) => !resource.ownTables).flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => field.kind === "secret")
      .map(([key]) => ({ table: tablesOf(resource.key).main, key, scope: `${resource.table}.${key}` })),
  );

/** Seals the plain values of secret fields; the number of rows sealed. Idempotent. */
export async function sealPlainCredentials(db: Db, keys: SecretBoxKeys): Promise<number> {
  let sealed = 0;
  for (const { table, key, scope } of secretColumns()) {
    const rows = (await db.select({ id: table.id, values: table[key] }).from(table)) as { id: number; values: StoredCredentials }[];
    for (const row of rows) {
      if (!hasPlainValues(row.values)) continue;
      const next = sealCredentials(keys, scope, row.values);
      const changed = await db.update(table).set({ [key]: next }).where(and(eq(table.id, row.id), eq(table[key], row.values))).returning({ id: table.id });
      sealed += changed.length;
    }
  }
  return sealed;
}

export interface RotationReport {
  twoFactorSecrets: number;
  credentials: number;
  /** Values no configured key opens: the previous key must stay until they are dealt with. */
  unreadable: string[];
}

/** Seals every value not yet under the current key again with it. */
export async function resealAll(db: Db, keys: SecretBoxKeys): Promise<RotationReport> {
  const report: RotationReport = { twoFactorSecrets: 0, credentials: 0, unreadable: [] };
  const admins = await db.select({ id: adminUsers.id, secret: adminUsers.twoFactorSecret }).from(adminUsers).where(isNotNull(adminUsers.twoFactorSecret));
  for (const admin of admins) {
    const sealed = admin.secret!;
    try {
      const plaintext = isSealed(sealed) ? openSecret(keys, admin.id, sealed) : { plaintext: sealed, stale: true };
      if (!plaintext.stale) continue;
      const changed = await db
        .update(adminUsers)
        .set({ twoFactorSecret: sealSecret(keys, admin.id, plaintext.plaintext) })
        .where(and(eq(adminUsers.id, admin.id), eq(adminUsers.twoFactorSecret, sealed)))
        .returning({ id: adminUsers.id });
      report.twoFactorSecrets += changed.length;
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      report.unreadable.push(`admin_users.two_factor_secret of administrator ${admin.id}: ${error.message}`);
    }
  }
  for (const { table, key, scope } of secretColumns()) {
    const rows = (await db.select({ id: table.id, values: table[key] }).from(table)) as { id: number; values: StoredCredentials }[];
    for (const row of rows) {
      try {
        if (!openCredentials(keys, scope, row.values).stale) continue;
        const next = resealCredentials(keys, scope, row.values);
        const changed = await db.update(table).set({ [key]: next }).where(and(eq(table.id, row.id), eq(table[key], row.values))).returning({ id: table.id });
        report.credentials += changed.length;
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        report.unreadable.push(`${scope} of row ${row.id}: ${error.message}`);
      }
    }
  }
  for (const flag of SECRET_FLAGS) {
    const [row] = await db.select({ value: systemFlags.value }).from(systemFlags).where(eq(systemFlags.name, flag));
    if (!row?.value) continue;
    const scope = flagScope(flag);
    try {
      const stored = JSON.parse(row.value) as StoredCredentials;
      if (!openCredentials(keys, scope, stored).stale) continue;
      const next = JSON.stringify(resealCredentials(keys, scope, stored));
      const changed = await db.update(systemFlags).set({ value: next }).where(and(eq(systemFlags.name, flag), eq(systemFlags.value, row.value))).returning({ name: systemFlags.name });
      report.credentials += changed.length;
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      report.unreadable.push(`${scope}: ${error.message}`);
    }
  }
  return report;
}
