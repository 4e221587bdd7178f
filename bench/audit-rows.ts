/**
 * A large audit log for the audit-log benchmark: administrators (some deleted) and entries spread over
 * about a year and a half, a quarter of them sign-ins, the rest changes on every page that has a
 * resource, with before and after on the edits. Deterministic: the same rows every run.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { ROLE } from "../lib/credentials";
import { pageOwning } from "../lib/pages";
import { SIGN_IN_PAGE } from "../lib/resources/audit-log";
import { RESOURCES } from "../lib/resources/index";
import type { Db } from "../backend/src/db/client";
import { adminUsers } from "../backend/src/db/schema";

/** The newest entry's moment; each entry before it is 45 seconds older (a million span 520 days). */
export const NEWEST = "2025-12-31T18:00:00Z";
export const STEP_SECONDS = 45;
const BATCH = 100_000;
const VERBS = ["update", "create", "activate", "deactivate", "delete"];

/** An array of parameters (a JavaScript array in a template would be a list, not an array). */
const array = (values: readonly (string | number | null)[]): SQL => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]`;

/** Administrators beyond the demo ones, every fifth of them deleted (the log still names them). */
async function benchAdmins(db: Db, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    firstName: `Bench${String(i + 1).padStart(2, "0")}`,
    lastName: "Admin",
    email: `bench-admin-${i + 1}@example.com`,
    // Never signs in: no password hashes to this.
    passwordHash: "!",
    roleId: i % 3 === 0 ? ROLE.admin : ROLE.staff,
    deletedAt: i % 5 === 4 ? new Date("2025-06-01T00:00:00Z") : null,
  }));
  await db.insert(adminUsers).values(rows).onConflictDoNothing();
  // The demo administrator changes nothing: it never acts in the log.
  const all = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.isDemo, false)).orderBy(adminUsers.id);
  return all.map((row) => row.id);
}

/** Writes `total` audit entries; answers the administrators' ids, in the order the entries favour them least to most. */
export async function fillAuditLog(db: Db, total: number, { admins = 20 }: { admins?: number } = {}): Promise<number[]> {
  const adminIds = await benchAdmins(db, admins);
  const changed = RESOURCES.filter((resource) => !resource.ownTables).map((resource) => ({ key: resource.key, page: pageOwning(resource.key)?.title ?? null }));
  const keys = changed.map((c) => c.key);
  const pages = changed.map((c) => c.page);
  for (let start = 1; start <= total; start += BATCH) {
    const end = Math.min(total, start + BATCH - 1);
    // u: a fixed pseudo-random number in [0, 1) per entry; squared, it makes some administrators far busier than others.
    await db.execute(sql`
      insert into audit_log (admin_id, action, target, page, before, after, record_name, details, ip, created_at)
      select
        case when e.failed and e.g % 3 = 0 then null else (${array(adminIds)}::int[])[1 + floor(${adminIds.length} * e.u * e.u)::int] end,
        case when e.failed then 'login.failed' when e.signin then (case when e.g % 5 = 4 then 'logout' else 'login' end)
             else (${array(keys)}::text[])[e.r] || '.' || (${array(VERBS)}::text[])[1 + (e.g / 20) % 5] end,
        case when e.signin then null else (${array(keys)}::text[])[e.r] || ':' || (1 + e.g % 400) end,
        case when e.signin then ${SIGN_IN_PAGE} else (${array(pages)}::text[])[e.r] end,
        case when not e.signin and (e.g / 20) % 5 = 0 then jsonb_build_object('id', 1 + e.g % 400, 'name', 'Name ' || (e.g % 1000), 'isActive', true) end,
        case when not e.signin and (e.g / 20) % 5 = 0 then jsonb_build_object('id', 1 + e.g % 400, 'name', 'Name ' || (e.g % 1000 + 1), 'isActive', true) end,
        -- The after's name, as backend/src/audit.ts keeps it with an entry.
        case when not e.signin and (e.g / 20) % 5 = 0 then 'Name ' || (e.g % 1000 + 1) end,
        case when e.failed then jsonb_build_object('email', 'someone' || (e.g % 50) || '@example.com') end,
        '10.' || (e.g % 7) || '.' || (e.g % 251) || '.' || (e.g % 199),
        ${NEWEST}::timestamptz - ((${total} - e.g) * ${STEP_SECONDS}) * interval '1 second'
      from (
        select g, ((g::bigint * 2654435761) % 4294967296) / 4294967296.0 as u, (g % 20 < 5 or g % 97 = 0) as signin, g % 97 = 0 as failed,
               1 + (g * 31) % ${keys.length} as r
        from generate_series(${start}::int, ${end}::int) as g
      ) as e`);
  }
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze audit_log`);
  return adminIds;
}
