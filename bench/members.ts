/**
 * Members at scale: the generator's time for a million members on PostgreSQL, then the moderation
 * pages', Customer Packages' and the dashboard's api answers timed through inject() (validation, session check, SQL,
 * JSON). Not a test: run it with `npm run bench:members`.
 *
 *   DATABASE_URL     the server (default postgres://postgres@127.0.0.1:5432/test); the bench creates a
 *                    database bench_members_<random> there, generates into it and drops it at the end
 *   BENCH_MEMBERS    members to generate (default 1000000)     BENCH_RUNS  timed runs per case (default 50)
 *   BENCH_DATABASE   an existing database on that server that already holds generated members: timed
 *                    as it is, nothing generated, nothing dropped
 *   BENCH_KEEP=1     keep the generated database afterwards (its name is printed)
 *   BENCH_ONLY       time only the cases whose label holds this text (a quick look, never the figures)
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../backend/src/app";
import { openDatabase, type Database } from "../backend/src/db/client";
import { prepareDatabase } from "../backend/src/setup/prepare";
import { seedDemo } from "../backend/src/setup/seed";
import { generateMembers } from "../backend/src/setup/members/generate";
import { SCENARIO_MEMBERS } from "../backend/src/setup/members/scenarios";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";
import { onServer } from "../backend/test/databases";
import { presetRange, shiftDay } from "../lib/dashboard-range";
import { serviceDay } from "../lib/time-zone";
import type { ReviewClaimAnswer } from "../lib/review";
import { FIND_BUDGET_MS, printTimings, REPORT_BUDGET_MS, REVIEW_BUDGET_MS, timeCases, type BenchCall, type BenchCase } from "./measure";
import { reportCases } from "./report-cases";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const EXISTING = process.env.BENCH_DATABASE;
const KEEP = process.env.BENCH_KEEP === "1";

const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

const one = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)).rows as T[])[0];

async function generate(database: Database) {
  await prepareDatabase(database, { embedded: false, seedDemo: false, firstAdmin: undefined });
  const result = await generateMembers(database, { members: MEMBERS, log: (line) => console.log(`  ${line}`) });
  console.log(`\nGenerated ${MEMBERS.toLocaleString("en-US")} members in ${(result.totalMs / 1000).toFixed(1)} s (load ${(result.loadMs / 1000).toFixed(1)} s, then VACUUM ANALYZE)`);
  for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table.padEnd(22)} ${rows.toLocaleString("en-US").padStart(12)}`);
}

async function main() {
  const name = EXISTING ?? `bench_members_${randomBytes(5).toString("hex")}`;
  if (!EXISTING) await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}"`));
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase({ url: urlOf(name) });
    if (EXISTING) await prepareDatabase(database, { embedded: false, seedDemo: false, firstAdmin: undefined });
    else await generate(database);
    await seedDemo(database.db);
    app = await buildApp({ db: database.db, config: testConfig() });
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}` };

    const { total } = await one<{ total: number }>(database, sql`select count(*)::int as total from members`);
    // A busy sender from the middle of the table: its Sent tab has a full first page.
    const sender = await one<{ id: number }>(
      database,
      sql`select sender_id as id from proposals where sender_id > ${Math.floor(total / 2)} group by sender_id order by count(*) desc, sender_id limit 1`,
    );
    const hindu = await one<{ id: number }>(database, sql`select id from religions where name = 'Hindu'`);
    const someone = await one<{ first_name: string; last_name: string; phone: string }>(database, sql`select first_name, last_name, phone from members where id = ${Math.floor(total * 0.7)}`);
    const scenario = SCENARIO_MEMBERS[0];
    // A member from the middle of the table who bought a package: Customer Packages finds them by name.
    const buyer = await one<{ first_name: string; last_name: string }>(
      database,
      sql`select m.first_name, m.last_name from member_packages mp join members m on m.id = mp.member_id where mp.member_id > ${Math.floor(total * 0.6)} order by mp.member_id limit 1`,
    );
    const deepPage = Math.floor(900_000 / 10) + 1;

    // The review queue's claim as the page makes it: each run gives back what the run before claimed, so
    // each really claims (its oldest items again), never finding them held.
    let held: string[] = [];
    const claim: BenchCall = {
      method: "POST",
      path: "review/claim",
      body: () => ({ release: held }),
      answered: (record) => {
        held = (record as ReviewClaimAnswer).items.map((item) => item.key);
      },
    };

    // The dashboard by its presets' days (every part: the full administrator), and a year wholly past.
    const signals = await one<{ n: number; suspect: number }>(
      database,
      sql`select count(*)::int as n, min(member_id) filter (where photo) as suspect from member_signals where phone or email or photo or reported_until > now()`,
    );
    const today = serviceDay(new Date());
    const dashboard = (range: { from: string; to: string }) => `dashboard?from=${range.from}&to=${range.to}`;
    const yearBefore = presetRange("last-12-months", shiftDay(presetRange("last-12-months", today).from, -1));

    const cases: BenchCase[] = [
      ["App Users, page 1 (newest first)", "appuser"],
      [`App Users, page ${deepPage.toLocaleString("en-US")} (past row 900,000)`, `appuser?page=${Math.min(deepPage, Math.ceil(total / 10))}`],
      [`name search "${someone.first_name} ${someone.last_name}"`, `appuser?search=${encodeURIComponent(`${someone.first_name} ${someone.last_name}`)}`],
      [`name search "${someone.last_name}"`, `appuser?search=${encodeURIComponent(someone.last_name)}`],
      [`phone search "${someone.phone.slice(0, 6)}"`, `appuser?search=${someone.phone.slice(0, 6)}`],
      [`email search "${scenario.email}"`, `appuser?search=${encodeURIComponent(scenario.email)}`],
      ["Female + Hindu, registered in 2025, by registration", `appuser?gender=Female&religionId=${hindu.id}&from=2025-01-01&to=2025-12-31&sort=registeredAt&order=desc`],
      [`member view, Profile (member ${sender.id})`, `appuser/${sender.id}/profile`],
      [`member view, Sent (member ${sender.id})`, `memberproposal?senderId=${sender.id}`],
      [`App Users by name, page ${deepPage.toLocaleString("en-US")}`, `appuser?sort=name&order=asc&page=${Math.min(deepPage, Math.ceil(total / 10))}`],
      // Fraud signals (docs/signals.md): the filter, its deep end, with another filter, and a suspect's view.
      ["App Users, has signals", "appuser?hasSignals=true"],
      ["App Users, has signals, last page", `appuser?hasSignals=true&page=${Math.max(1, Math.ceil(signals.n / 10))}`],
      ["App Users, has signals, Female by name", "appuser?hasSignals=true&gender=Female&sort=name&order=asc"],
      ["App Users, without signals", "appuser?hasSignals=false"],
      [`member view, Profile with signals (member ${signals.suspect})`, `appuser/${signals.suspect}/profile`],
      ["Block Users, pending", "blockrequest?requestStatus=Pending"],
      [`Block Users, search "${scenario.lastName}"`, `blockrequest?search=${encodeURIComponent(scenario.lastName)}`],
      ["Customer Packages, page 1 (newest first)", "customerpackage"],
      ...(["Active", "Override", "Upcoming", "Expired"] as const).map((status): [string, string] => [`Customer Packages, ${status}`, `customerpackage?packageStatus=${status}`]),
      ["Customer Packages, Pending payments", "customerpackage?paymentStatus=Pending"],
      // Asked by every open console every 30 s (docs/pending-work.md): the sidebar's counts of work waiting.
      ["Sidebar, work waiting (App Users, Block Users, Customer Packages)", "users/pendingWork"],
      // Find anything (docs/find.md): asked as typing pauses, from the header or Ctrl+K.
      ...(
        [
          ["phone number", someone.phone],
          ["start of a phone number", someone.phone.slice(0, 4)],
          ["member id", scenario.memberCode],
          ["email", scenario.email],
          ["start of an email", scenario.email.slice(0, 3)],
          ["name", `${someone.first_name} ${someone.last_name}`],
          ["last name", someone.last_name],
          ["three letters", someone.last_name.slice(0, 3)],
        ] as const
      ).map(([what, text]): BenchCase => [`Find anything, ${what} "${text}"`, `find?q=${encodeURIComponent(text)}`, FIND_BUDGET_MS]),
      // The review queue (docs/review.md, "Speed"): every kind, as the full administrator decides them all.
      ["Review, next items (claim)", claim, REVIEW_BUDGET_MS],
      ["Review, what is left", "review", REVIEW_BUDGET_MS],
      [`Customer Packages, search "${buyer.first_name} ${buyer.last_name}"`, `customerpackage?search=${encodeURIComponent(`${buyer.first_name} ${buyer.last_name}`)}`],
      ["Dashboard, last 12 months (by month)", dashboard(presetRange("last-12-months", today)), REPORT_BUDGET_MS],
      ["Dashboard, this month (by day)", dashboard(presetRange("this-month", today)), REPORT_BUDGET_MS],
      ["Dashboard, last 7 days", dashboard(presetRange("last-7-days", today)), REPORT_BUDGET_MS],
      [`Dashboard, the 12 months before (${yearBefore.from} to ${yearBefore.to})`, dashboard(yearBefore), REPORT_BUDGET_MS],
      ...(await reportCases(database, today)),
    ];
    const only = process.env.BENCH_ONLY?.toLowerCase();
    const results = await timeCases(app, headers, only ? cases.filter(([label]) => label.toLowerCase().includes(only)) : cases, RUNS);
    const version = (await one<{ v: string }>(database, sql`select current_setting('server_version') as v`)).v;
    const slow = printTimings(`The member pages' api on PostgreSQL ${version}, ${total.toLocaleString("en-US")} members`, results, RUNS);
    process.exitCode = slow ? 1 : 0;
  } finally {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (EXISTING || KEEP) console.log(`\nKept the database ${name}.`);
    else await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
