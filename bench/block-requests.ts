/**
 * How fast Block Users answers with a million members and a few thousand block requests: the api
 * (buildApp) on a PostgreSQL database of its own, called with inject(). Not a test: run it with
 * `npx tsx bench/block-requests.ts`. The budget is the pending list's p95 under 50 ms.
 *
 *   DATABASE_URL     the server (default postgres://postgres@127.0.0.1:5432/test); the bench creates a
 *                    database bench_<random> there and drops it at the end
 *   BENCH_MEMBERS    members to load (default 1000000)    BENCH_REQUESTS  block requests (default 5000)
 *   BENCH_RUNS       timed runs per case (default 50)     BENCH_KEEP=1    keep the database (EXPLAIN in psql)
 *   BENCH_DATABASE   a database a kept run loaded: measured again as it is, neither loaded nor dropped
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../backend/src/app";
import { openDatabase, type Database } from "../backend/src/db/client";
import { seedDemo } from "../backend/src/setup/seed";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";
import { onServer } from "../backend/test/databases";
import { BUDGET_MS, printTimings, timeCases } from "./measure";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const REUSE = process.env.BENCH_DATABASE;
const KEEP = process.env.BENCH_KEEP === "1" || Boolean(REUSE);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Members and requests in a few statements (generate_series): a million members in about a minute. */
async function load(database: Database) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db);
  const { db } = database;
  await db.execute(sql`
    insert into members (member_code, first_name, last_name, email, phone, gender, birth_date, registered_at)
    select 'SM' || lpad(g::text, 8, '0'),
           (array['Aarav','Diya','Ishaan','Meera','Kabir','Ananya','Rohan','Saanvi','Vihaan','Kavya'])[1 + g % 10],
           (array['Sharma','Iyer','Patel','Reddy','Nair','Khan','Das','Gupta','Menon','Joshi'])[1 + (g / 10) % 10] || g,
           'm' || g || '@example.test', (6000000000 + g)::text,
           case when g % 2 = 0 then 'Male' else 'Female' end, date '1990-01-01' + (g % 5000),
           now() - (g % 1000) * interval '1 day'
    from generate_series(1, ${MEMBERS}) g`);
  console.log(`Loaded ${MEMBERS.toLocaleString("en-US")} members in ${seconds(started)}`);
  // A third pending, the rest decided: reporters and reported spread over the members.
  await db.execute(sql`
    insert into block_requests (reporter_id, reported_id, reason, status, created_at, decided_at)
    select 1 + (g * 7919) % ${MEMBERS}, 1 + (g * 104729) % ${MEMBERS}, 'Reason ' || g || ': rude messages',
           (array['pending','approved','rejected'])[1 + g % 3],
           now() - g * interval '3 hours',
           case when g % 3 = 0 then null else now() - g * interval '2 hours' end
    from generate_series(1, ${REQUESTS}) g`);
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
  console.log(`Loaded ${REQUESTS.toLocaleString("en-US")} block requests; ready in ${seconds(started)}`);
}

async function main() {
  const name = REUSE ?? `bench_${randomBytes(6).toString("hex")}`;
  if (!REUSE) await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase({ url: url.toString() });
    if (REUSE) await database.migrate();
    else await load(database);
    app = await buildApp({ db: database.db, config: testConfig() });
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}` };

    const cases: [string, string][] = [
      ["pending, page 1 (the budget)", "blockrequest?requestStatus=Pending"],
      ["pending, page 50", "blockrequest?requestStatus=Pending&page=50"],
      ["pending, by reporter's name", "blockrequest?requestStatus=Pending&sort=reporter&order=asc"],
      ["all, page 1", "blockrequest"],
      ["all, by reported name desc", "blockrequest?sort=reported&order=desc"],
      ["approved, oldest first", "blockrequest?requestStatus=Approved&sort=createdAt&order=asc"],
      ["search a common name (meera)", "blockrequest?search=meera"],
      ["search a member id (SM00001)", "blockrequest?search=SM00001"],
      ["search pending, rare (iyer12)", "blockrequest?requestStatus=Pending&search=iyer12"],
      // What any signed-in call costs here (the session and its permissions checked), for comparison.
      ["baseline: the signed-in admin", "users/me"],
    ];
    const results = await timeCases(app, headers, cases, RUNS);

    const exportStart = process.hrtime.bigint();
    const csv = await app.inject({ method: "GET", url: "/api/admin/blockrequest/export", headers });
    const exportMs = Number(process.hrtime.bigint() - exportStart) / 1e6;

    const version = ((await database.db.execute(sql`select current_setting('server_version') as v`)).rows as { v: string }[])[0].v;
    printTimings(`GET /api/admin/blockrequest on PostgreSQL ${version}, ${MEMBERS.toLocaleString("en-US")} members, ${REQUESTS.toLocaleString("en-US")} block requests`, results, RUNS);
    console.log(`\nCSV export of every request: ${(exportMs / 1000).toFixed(2)} s, ${csv.body.split("\r\n").filter(Boolean).length - 1} rows`);
    // The budget is the pending list's; the other cases are shown for what they cost.
    const budget = results[0];
    console.log(budget.p95 > BUDGET_MS ? `\nThe pending list is over its ${BUDGET_MS} ms p95 budget.` : `\nThe pending list is within its ${BUDGET_MS} ms p95 budget.`);
    process.exitCode = budget.p95 > BUDGET_MS ? 1 : 0;
  } finally {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (KEEP) console.log(`\nKept the database ${name}: drop it with DROP DATABASE "${name}";`);
    else await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
