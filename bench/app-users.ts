/**
 * How fast the App Users list answers at a million members: the api (buildApp) on an existing
 * PostgreSQL database holding them, called with inject(), so the figures are the api's work
 * (validation, SQL, JSON) without a network. Not a test: `npx tsx bench/app-users.ts`.
 *
 *   BENCH_URL    the database (default postgres://postgres@127.0.0.1:5432/members_bench); it must be
 *                migrated with this branch's 0007 (member tallies, sort indexes). The demo admins are
 *                added when missing (the bench signs in as one).
 *   BENCH_RUNS   timed runs per case (default 30)
 *   BENCH_EXPORT=1  also time the CSV export of every member (a few hundred MB through inject)
 * A database of generated members for it: bench/app-users-load.ts.
 */
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { buildApp } from "../backend/src/app";
import { openDatabase } from "../backend/src/db/client";
import { seedDemo, syncPages } from "../backend/src/setup/seed";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";

const URL_ = process.env.BENCH_URL ?? "postgres://postgres@127.0.0.1:5432/members_bench";
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
const BUDGET_MS = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => value.toFixed(1).padStart(7);

async function main() {
  const database = await openDatabase({ url: URL_ });
  const app = await (async () => {
    await syncPages(database.db);
    await seedDemo(database.db);
    return buildApp({ db: database.db, config: testConfig() });
  })();
  try {
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}` };
    const first = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)).rows[0] ?? {}) as Record<string, string | number>;
    // Values the data holds, whatever generated it: a common first name, a member's number and code.
    const sample = await first(sql`select first_name, last_name, phone, email, member_code from members where id = (select max(id) / 2 from members)`);
    const common = await first(sql`select first_name from members group by first_name order by count(*) desc limit 1`);
    const religion = await first(sql`select religion_id from members where religion_id is not null group by religion_id order by count(*) desc limit 1`);
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from members`)).rows as { n: number }[];
    const last = Math.floor((n - 1) / 10) + 1;

    const cases: [string, string][] = [
      ["page 1 (newest first)", "appuser"],
      [`page ${Math.floor(900_001 / 10) + 1} of 10 (past row 900,000)`, `appuser?page=${Math.floor(900_000 / 10) + 1}`],
      ["the middle page", `appuser?page=${Math.floor(last / 2)}`],
      ["the last page", `appuser?page=${last}`],
      [`name search, a common first name (${common.first_name})`, `appuser?search=${encodeURIComponent(String(common.first_name))}`],
      ["name search, a full name", `appuser?search=${encodeURIComponent(`${sample.first_name} ${sample.last_name}`)}`],
      ["name search, inside a name (4 letters)", `appuser?search=${encodeURIComponent(String(sample.last_name).slice(1, 5))}`],
      ["phone search, 5 digits", `appuser?search=${String(sample.phone).slice(0, 5)}`],
      ["phone search, +91 and the number", `appuser?search=${encodeURIComponent(`+91 ${sample.phone}`)}`],
      // An email search holds "@"; text without one is read as a name.
      ["email search, up to the @", `appuser?search=${encodeURIComponent(`${String(sample.email).split("@")[0]}@`)}`],
      ["name search, an email's first letters (no @)", `appuser?search=${encodeURIComponent(String(sample.email).slice(0, 6))}`],
      ["member id", `appuser?search=${sample.member_code}`],
      ["gender + religion + a year, by registration", `appuser?gender=Female&religionId=${religion.religion_id}&from=2025-01-01&to=2025-12-31&sort=registeredAt&order=desc`],
      ["same, page 500", `appuser?gender=Female&religionId=${religion.religion_id}&from=2025-01-01&to=2025-12-31&sort=registeredAt&order=desc&page=500`],
      ["document status Verify Doc", "appuser?documentStatus=Verify%20Doc"],
      ["photo awaiting approval", "appuser?photoPending=true"],
      ["blocked", "appuser?isBlocked=true"],
      ["sort by name, page 1", "appuser?sort=name&order=asc"],
      ["sort by name, past row 900,000", "appuser?sort=name&order=asc&page=90001"],
      ["sort by email desc, page 50,000", "appuser?sort=email&order=desc&page=50000"],
    ];
    const results: { label: string; p50: number; p95: number; max: number; rows: number; total: number }[] = [];
    for (const [label, path] of cases) {
      const times: number[] = [];
      let body: { recordList: unknown[]; totalRecords: number } | undefined;
      for (let run = 0; run < WARM_UP + RUNS; run++) {
        const start = process.hrtime.bigint();
        const response = await app.inject({ method: "GET", url: `/api/admin/${path}`, headers });
        const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
        body = response.json();
        if (run >= WARM_UP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      results.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, rows: body!.recordList.length, total: body!.totalRecords });
    }
    console.log(`\nGET /api/admin/appuser on ${n.toLocaleString("en-US")} members, ${RUNS} runs per case after ${WARM_UP} warm-up runs (ms)`);
    console.log(`${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}\n`);
    const width = Math.max(...results.map((r) => r.label.length));
    console.log(`${"case".padEnd(width)}  ${"p50".padStart(7)}  ${"p95".padStart(7)}  ${"max".padStart(7)}  rows  totalRecords`);
    for (const r of results) {
      const flag = r.p95 > BUDGET_MS ? `  > ${BUDGET_MS} ms` : "";
      console.log(`${r.label.padEnd(width)}  ${ms(r.p50)}  ${ms(r.p95)}  ${ms(r.max)}  ${String(r.rows).padStart(4)}  ${String(r.total).padStart(12)}${flag}`);
    }
    if (process.env.BENCH_EXPORT === "1") {
      const start = process.hrtime.bigint();
      const csv = await app.inject({ method: "GET", url: "/api/admin/appuser/export", headers });
      console.log(`\nCSV of every member: ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(1)} s, ${(csv.body.length / 1e6).toFixed(0)} MB`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
