/**
 * The Audit Log at a million entries on PostgreSQL: the list's api answers (first and deep pages, the
 * Admin and Page filters, a range of days, searches) timed through inject(), then one CSV export of a
 * week timed whole. Not a test: run it with `npm run bench:audit`.
 *
 *   DATABASE_URL     the server (default postgres://postgres@127.0.0.1:5432/test); the bench creates a
 *                    database bench_audit_<random> there, fills it and drops it at the end
 *   BENCH_ENTRIES    audit entries to write (default 1000000)     BENCH_RUNS  timed runs per case (default 50)
 *   BENCH_KEEP=1     keep the database afterwards (its name is printed), to EXPLAIN ANALYZE in psql
 *   BENCH_DATABASE   a database on that server this bench filled and kept: timed as it is, nothing
 *                    written, nothing dropped
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { ALL_BUT_SIGN_IN, SIGN_IN_PAGE } from "../lib/resources/audit-log";
import { buildApp } from "../backend/src/app";
import { openDatabase, type Database } from "../backend/src/db/client";
import { seedDemo, syncPages } from "../backend/src/setup/seed";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";
import { onServer } from "../backend/test/databases";
import { fillAuditLog, NEWEST, STEP_SECONDS } from "./audit-rows";
import { printTimings, timeCases } from "./measure";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const KEEP = process.env.BENCH_KEEP === "1";
const EXISTING = process.env.BENCH_DATABASE;

const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

async function main() {
  const name = EXISTING ?? `bench_audit_${randomBytes(5).toString("hex")}`;
  if (!EXISTING) await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}"`));
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase({ url: urlOf(name) });
    await database.migrate();
    await syncPages(database.db);
    await seedDemo(database.db);
    if (!EXISTING) {
      const started = Date.now();
      await fillAuditLog(database.db, ENTRIES);
      console.log(`Wrote ${ENTRIES.toLocaleString("en-US")} audit entries in ${((Date.now() - started) / 1000).toFixed(1)} s (then VACUUM ANALYZE)`);
    }

    const [{ entries }] = await rowsOf<{ entries: number }>(database, sql`select count(*)::int as entries from audit_log`);
    app = await buildApp({ db: database.db, config: testConfig() });
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}` };

    // The busiest administrator and a quiet one that was deleted, as the fill left them.
    const byAdmin = await rowsOf<{ id: number; n: number; deleted: boolean }>(
      database,
      sql`select a.id, count(*)::int as n, a.deleted_at is not null as deleted from audit_log l join admin_users a on a.id = l.admin_id group by a.id order by n desc`,
    );
    const busiest = byAdmin[0];
    const quietDeleted = byAdmin.filter((a) => a.deleted).at(-1)!;
    const [{ id: middle }] = await rowsOf<{ id: number }>(database, sql`select id from audit_log order by id offset ${Math.floor(entries / 2)} limit 1`);
    const q = encodeURIComponent;
    // A week, and its first day, halfway back through the entries.
    const day = (secondsBack: number) => new Date(Date.parse(NEWEST) - secondsBack * 1000).toISOString().slice(0, 10);
    const from = day((entries * STEP_SECONDS) / 2);
    const week = `from=${from}&to=${day((entries * STEP_SECONDS) / 2 - 6 * 86_400)}`;

    const cases: [string, string][] = [
      ["page 1, newest first", "auditlog"],
      ["page 100", "auditlog?page=100"],
      ["page 1,000 (the last one counted)", "auditlog?page=1000"],
      ["oldest first", "auditlog?sort=createdAt&order=asc"],
      [`admin ${busiest.id} (${busiest.n.toLocaleString("en-US")} entries)`, `auditlog?adminId=${busiest.id}`],
      [`deleted admin ${quietDeleted.id} (${quietDeleted.n.toLocaleString("en-US")} entries)`, `auditlog?adminId=${quietDeleted.id}`],
      ["page Religion", `auditlog?pageTitle=Religion`],
      [`page ${SIGN_IN_PAGE}`, `auditlog?pageTitle=${q(SIGN_IN_PAGE)}`],
      [`page ${ALL_BUT_SIGN_IN}`, `auditlog?pageTitle=${q(ALL_BUT_SIGN_IN)}`],
      ["a week of days", `auditlog?${week}`],
      ["a week of days, busiest admin", `auditlog?${week}&adminId=${busiest.id}`],
      ["a day, page Religion", `auditlog?from=${from}&to=${from}&pageTitle=Religion`],
      ['search "religion.update" (common)', `auditlog?search=${q("religion.update")}`],
      ['search "currency:17" (a record)', `auditlog?search=${q("currency:17")}`],
      ['search "login.failed" (rare)', `auditlog?search=${q("login.failed")}`],
      ['search "nothing-like-this"', `auditlog?search=${q("nothing-like-this")}`],
      ['search "faq" + busiest admin', `auditlog?search=faq&adminId=${busiest.id}`],
      ['search "Name 417" (a record\'s name)', `auditlog?search=${q("Name 417")}`],
      ['search "Bench05 Admin" (a deleted admin\'s name)', `auditlog?search=${q("Bench05 Admin")}`],
      ['search "bench-admin-7@example.com" (an address)', `auditlog?search=${q("bench-admin-7@example.com")}`],
      [`search "${SIGN_IN_PAGE}" (a page, a quarter of entries)`, `auditlog?search=${q(SIGN_IN_PAGE)}`],
      [`one entry (${middle})`, `auditlog/${middle}`],
      ["every admin for the filter", "auditlog/admins"],
    ];
    const results = await timeCases(app, headers, cases, RUNS);
    const [{ v: version }] = await rowsOf<{ v: string }>(database, sql`select current_setting('server_version') as v`);
    const slow = printTimings(`The Audit Log's api on PostgreSQL ${version}, ${entries.toLocaleString("en-US")} entries`, results, RUNS);

    const exportStart = process.hrtime.bigint();
    const csv = await app.inject({ method: "GET", url: `/api/admin/auditlog/export?${week}`, headers });
    const exportMs = Number(process.hrtime.bigint() - exportStart) / 1e6;
    if (csv.statusCode !== 200) throw new Error(`the export answered ${csv.statusCode}`);
    console.log(`\nCSV export of a week: ${(csv.body.split("\r\n").length - 2).toLocaleString("en-US")} entries in ${exportMs.toFixed(0)} ms`);
    process.exitCode = slow ? 1 : 0;
  } finally {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (KEEP || EXISTING) console.log(`\nKept the database ${name}.`);
    else await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
