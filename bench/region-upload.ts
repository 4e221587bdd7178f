/**
 * How fast the Region page's bulk CSV upload takes 100,000 lines, through the api (buildApp, called
 * with inject(): the api's work without a network), on a PostgreSQL database of its own and on PGlite.
 * Prints the median of 3 runs for a file of new places, the same file again (all unchanged), and the
 * file with every pincode changed (all updated), with the counts, and the download of the whole tree.
 * Not a test: `npm run bench:region`.
 *
 *   DATABASE_URL  the server to use (default postgres://postgres@127.0.0.1:5432/test); the bench
 *                 creates a database bench_region_<random> there and drops it at the end.
 *   BENCH_ROWS    lines in the file (default 100000)    BENCH_ONLY=pglite|postgres  one target only
 */
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { REGION_CSV_HEADER, REGION_CSV_PATHS, type RegionUploadResult } from "../lib/resources/region-csv";
import { buildApp } from "../backend/src/app";
import { openDatabase, type Database } from "../backend/src/db/client";
import { seedReferenceData } from "../backend/src/engine/seed";
import { seedDemo } from "../backend/src/setup/seed";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";
import { onServer } from "../backend/test/databases";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ONLY = process.env.BENCH_ONLY;
const RUNS = 3;

/** ROWS lines under one new country: 50 states of 40 districts, the cities shared out between them. */
function makeCsv(pinSuffix: string): string {
  const lines = [REGION_CSV_HEADER.join(",")];
  for (let i = 0; i < ROWS; i++) {
    const district = i % 2000;
    const state = Math.floor(district / 40);
    lines.push(`Bench Republic,BQ,BQR,+999,Bench State ${state},BS${state},Bench District ${district},Bench Town ${i},B${String(i).padStart(6, "0")}${pinSuffix},true`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function removeBenchRows(database: Database) {
  await database.db.execute(sql`delete from cities where district_id in (select d.id from districts d join states s on s.id = d.state_id join countries c on c.id = s.country_id where c.name = 'Bench Republic')`);
  await database.db.execute(sql`delete from districts where state_id in (select s.id from states s join countries c on c.id = s.country_id where c.name = 'Bench Republic')`);
  await database.db.execute(sql`delete from states where country_id in (select id from countries where name = 'Bench Republic')`);
  await database.db.execute(sql`delete from countries where name = 'Bench Republic'`);
}

async function bench(label: string, database: Database) {
  await database.migrate();
  await seedDemo(database.db);
  await seedReferenceData(database.db);
  const app = await buildApp({ db: database.db, config: testConfig() });
  try {
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}`, "content-type": "text/csv" };
    const upload = async (body: string) => {
      const started = performance.now();
      const response = await app.inject({ method: "POST", url: `/api/admin/${REGION_CSV_PATHS.upload}`, headers, payload: body });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`upload answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      const { refusals: _r, ...counts } = response.json().recordList[0] as RegionUploadResult;
      return { ms, counts };
    };
    const files = [makeCsv(""), makeCsv("X")];
    const mb = (Buffer.byteLength(files[0]) / 1024 / 1024).toFixed(1);
    console.log(`\n${label}: ${ROWS.toLocaleString("en-US")} lines, ${mb} MB`);

    const report = (name: string, runs: { ms: number; counts: object }[]) =>
      console.log(`  ${name.padEnd(30)} median ${seconds(median(runs.map((r) => r.ms))).padStart(8)}  (runs: ${runs.map((r) => seconds(r.ms)).join(", ")})  ${JSON.stringify(runs.at(-1)!.counts)}`);

    const inserted = [];
    for (let run = 0; run < RUNS; run++) {
      await removeBenchRows(database);
      inserted.push(await upload(files[0]));
    }
    report("new places (all inserted)", inserted);
    const unchanged = [];
    for (let run = 0; run < RUNS; run++) unchanged.push(await upload(files[0]));
    report("the same file (all unchanged)", unchanged);
    const updated = [];
    for (let run = 0; run < RUNS; run++) updated.push(await upload(files[(run + 1) % 2]));
    report("pincodes changed (all updated)", updated);

    const downloads = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await app.inject({ method: "GET", url: `/api/admin/${REGION_CSV_PATHS.download}`, headers });
      downloads.push({ ms: performance.now() - started, counts: { lines: response.body.split("\r\n").length - 2 } });
    }
    report("download of the whole tree", downloads);
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(`Region CSV upload bench: ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  if (ONLY !== "pglite") {
    const name = `bench_region_${randomBytes(6).toString("hex")}`;
    await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await bench("PostgreSQL", database);
    } finally {
      await database.close().catch(() => undefined);
      await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  }
  if (ONLY !== "postgres") {
    const database = await openDatabase({ memory: true });
    try {
      await bench("PGlite (in memory)", database);
    } finally {
      await database.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
