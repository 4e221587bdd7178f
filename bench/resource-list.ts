/**
 * How fast a resource list answers with 100,000 rows: the api (buildApp) on a PostgreSQL database of
 * its own, called with inject(), so the figures are the api's work (validation, SQL, JSON) without a
 * network in between. Not a test: run it with `npx tsx bench/resource-list.ts`.
 *
 *   DATABASE_URL  the server to use (default postgres://postgres@127.0.0.1:5432/test); the bench
 *                 creates a database bench_<random> there and drops it at the end.
 *   BENCH_ROWS    rows to load (default 100000)      BENCH_RUNS  timed runs per case (default 50)
 *   BENCH_KEEP=1  keep the database afterwards (its name is printed), to EXPLAIN ANALYZE in psql
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { onServer as onDatabaseServer } from "../backend/test/databases";
import { sql } from "drizzle-orm";
import { buildApp } from "../backend/src/app";
import { openDatabase, type Database } from "../backend/src/db/client";
import { seedDemo } from "../backend/src/setup/seed";
import { seedReferenceData } from "../backend/src/engine/seed";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";
import { printTimings, timeCases } from "./measure";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const KEEP = process.env.BENCH_KEEP === "1";
/** The third part of every name: a search for "ravo" finds a tenth of the rows. */
const WORDS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"];

const onServer = <T>(work: (client: pg.Client) => Promise<T>) => onDatabaseServer(SERVER, work);


async function load(database: Database) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db);
  await seedReferenceData(database.db);
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
  // One statement: 100,000 rows in well under a second, each religion getting its share.
  await database.db.execute(sql`
    with r as (select array_agg(id order by id) as ids from religions)
    insert into communities (name, religion_id)
    select 'Community ' || lpad(g::text, 6, '0') || ' ' || (${words})[1 + g % ${WORDS.length}], r.ids[1 + g % array_length(r.ids, 1)]
    from generate_series(1, ${ROWS}) as g, r`);
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze`);
  const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from communities`)).rows as { n: number }[];
  console.log(`Loaded: ${n.toLocaleString("en-US")} communities (${ROWS.toLocaleString("en-US")} generated + the seed) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return n;
}

async function main() {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase({ url: url.toString() });
    const total = await load(database);
    app = await buildApp({ db: database.db, config: testConfig() });
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}` };
    const [hindu] = (await database.db.execute(sql`select id from religions where name = 'Hindu'`)).rows as { id: number }[];

    const cases: [string, string][] = [
      ["page 1, default sort (name asc)", "community"],
      ["page 9001 of 10 (past row 90,000)", "community?page=9001&pageSize=10"],
      ["search inside names, few rows (0123)", "community?search=0123"],
      ["search inside names, a tenth (ravo)", "community?search=ravo"],
      ["sort by name desc", "community?sort=name&order=desc"],
      ["sort by religion asc", "community?sort=religionId&order=asc"],
      ["sort by religion desc, page 5000", "community?sort=religionId&order=desc&page=5000"],
      ["filter by religion, page 500", `community?religionId=${hindu.id}&page=500`],
      ["inactive only", "community?status=inactive"],
    ];
    const results = await timeCases(app, headers, cases, RUNS);

    // The whole list as CSV, once: it walks every row in batches.
    const exportStart = process.hrtime.bigint();
    const csv = await app.inject({ method: "GET", url: "/api/admin/community/export", headers });
    const exportMs = Number(process.hrtime.bigint() - exportStart) / 1e6;
    const exportLines = csv.body.split("\r\n").filter(Boolean).length - 1;

    const version = ((await database.db.execute(sql`select current_setting('server_version') as v`)).rows as { v: string }[])[0].v;
    const slow = printTimings(`GET /api/admin/community on PostgreSQL ${version}, ${total.toLocaleString("en-US")} rows`, results, RUNS);
    console.log(`\nCSV export of all ${exportLines.toLocaleString("en-US")} rows: ${(exportMs / 1000).toFixed(2)} s (${(csv.body.length / 1e6).toFixed(1)} MB)`);
    process.exitCode = slow ? 1 : 0;
  } finally {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (KEEP) console.log(`\nKept the database ${name}: drop it with DROP DATABASE "${name}";`);
    else await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
