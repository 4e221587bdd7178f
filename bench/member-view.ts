/**
 * How fast the member view answers at a million members: the profile and each tab's first page, for a
 * different member every run (so no run reads what the one before left in the cache), on a PostgreSQL
 * database of its own loaded with about ten proposals sent per member, addresses, family, astrology,
 * preferences, photos, documents, favourites, blocks, packages and audit entries, plus one member
 * who received twenty thousand proposals. Through the api's inject(), like bench/resource-list.ts.
 * Not a test: `npx tsx bench/member-view.ts`.
 *
 *   DATABASE_URL     the server (default postgres://postgres@127.0.0.1:5432/test); the bench creates
 *                    a database bench_<random> there and drops it at the end
 *   BENCH_MEMBERS    members to load (default 1000000)     BENCH_RUNS  timed runs per case (default 100)
 *   BENCH_KEEP=1     keep the database afterwards        BENCH_DATABASE=name  use a database kept before
 */
import { randomBytes } from "node:crypto";
import { getTableName, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../backend/src/app";
import { openDatabase, type Database } from "../backend/src/db/client";
import { seedReferenceData } from "../backend/src/engine/seed";
import { tablesOf } from "../backend/src/engine/tables";
import { seedDemo } from "../backend/src/setup/seed";
import { ACCOUNTS, LOGIN, testConfig } from "../backend/test/app";
import { onServer as onDatabaseServer } from "../backend/test/databases";
import { BUDGET_MS, printTimings, type Timing } from "./measure";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const KEEP = process.env.BENCH_KEEP === "1" || Boolean(process.env.BENCH_DATABASE);
const WARM_UP = 5;
/** Proposals sent by each member; each goes to a member drawn at random. */
const SENT_EACH = 10;
/** The member everyone proposes to: the Received tab of a popular profile. */
const POPULAR_RECEIVED = 20_000;

const dialect = new PgDialect();
const onServer = <T>(work: (client: pg.Client) => Promise<T>) => onDatabaseServer(SERVER, work);

/** The ids of a declared resource's rows, as an SQL array to draw from. */
const idsOf = (resourceKey: string): SQL => sql`(select array_agg(id order by id) from ${sql.identifier(getTableName(tablesOf(resourceKey).main))})`;
/** One of an array's elements, chosen by a number (the row's position). */
const pick = (ids: SQL, n: SQL) => sql`(${ids})[1 + (${n}) % array_length(${ids}, 1)]`;

async function load(database: Database, url: string) {
  const started = Date.now();
  await database.migrate();
  await seedDemo(database.db);
  await seedReferenceData(database.db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (label: string, statement: SQL) => {
    const at = Date.now();
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const result = await client.query(text, params);
    console.log(`  ${label}: ${(result.rowCount ?? 0).toLocaleString("en-US")} rows in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  };
  try {
    // A bench database only: foreign keys are not checked row by row while it is filled (the values
    // are drawn from the rows they point to).
    await client.query("set session_replication_role = replica");
    const n = sql`${MEMBERS}::int`;
    const g = sql`g`;
    await run(
      "members",
      sql`insert into members (member_code, first_name, middle_name, last_name, email, dial_code, phone, gender, birth_date,
            profile_for_id, religion_id, community_id, sub_community_id, marital_status_id, occupation_id, education_id, employment_id,
            income_id, height_id, weight_id, diet_id, mother_tongue, about_me, photo_id, photo_status, document_status, registered_at)
          select 'SM' || lpad(g::text, 8, '0'), (array['Priya','Arjun','Meera','Rahul','Anjali','Vikram','Divya','Karthik'])[1 + g % 8],
            case when g % 3 = 0 then 'K' end, 'Member' || g, 'member' || g || '@bench.test', '+91', (6000000000 + g)::text,
            case when g % 2 = 0 then 'Female' else 'Male' end, date '1980-01-01' + (g % 7000),
            ${pick(idsOf("profile-for"), g)}, ${pick(idsOf("religion"), g)}, ${pick(idsOf("community"), g)}, ${pick(idsOf("subcommunity"), g)},
            ${pick(idsOf("maritalstatus"), g)}, ${pick(idsOf("occupation"), g)}, ${pick(idsOf("education"), g)}, ${pick(idsOf("employment"), g)},
            ${pick(idsOf("income"), g)}, ${pick(idsOf("height"), g)}, ${pick(idsOf("weight"), g)}, ${pick(idsOf("diet"), g)},
            'Malayalam', 'About member ' || g, g, case when g % 5 = 0 then 'pending' else 'approved' end,
            case when g % 4 = 0 then 'pending' else 'verified' end, now() - make_interval(secs => g * 30)
          from generate_series(1, ${n}) as g`,
    );
    const member = (expression: SQL) => sql`1 + ((${expression}) % ${n})`;
    await run(
      "proposals",
      sql`insert into proposals (sender_id, receiver_id, status, is_cancelled, created_at, responded_at)
          select 1 + (g - 1) / ${SENT_EACH}, ${member(sql`(random() * ${MEMBERS})::int`)},
            (array['pending','accepted','rejected'])[1 + g % 3], g % 17 = 0,
            now() - make_interval(secs => (random() * 63072000)::int), case when g % 3 <> 0 then now() end
          from generate_series(1, ${n} * ${SENT_EACH}) as g`,
    );
    await run(
      "proposals to the popular member",
      sql`insert into proposals (sender_id, receiver_id, created_at) select 2 + g, 1, now() - make_interval(mins => g) from generate_series(1, ${POPULAR_RECEIVED}) as g`,
    );
    await run(
      "addresses",
      sql`insert into member_addresses (member_id, kind, line1, pincode, country_id, state_id, district_id, city_id)
          select g, kind, 'House ' || g, '682001', ${pick(idsOf("country"), g)}, ${pick(idsOf("state"), g)}, ${pick(idsOf("district"), g)}, ${pick(idsOf("city"), g)}
          from generate_series(1, ${n}) as g, (values ('permanent'), ('current')) as k(kind)`,
    );
    await run(
      "family",
      sql`insert into member_family (member_id, name, relation, education_id, occupation_id)
          select g, relation || ' of ' || g, relation, ${pick(idsOf("education"), g)}, ${pick(idsOf("occupation"), g)}
          from generate_series(1, ${n}) as g, (values ('Father'), ('Mother')) as r(relation)`,
    );
    await run(
      "astrology",
      sql`insert into member_astrology (member_id, horoscope_belief, birth_country_id, birth_city_id, zodiac_sign, manglik)
          select g, g % 2 = 0, ${pick(idsOf("country"), g)}, ${pick(idsOf("city"), g)}, 'Leo', 'No' from generate_series(1, ${n}) as g`,
    );
    await run(
      "preferences",
      sql`insert into member_preferences (member_id, age_from, age_to, height_from_id, religion_ids, marital_status_ids, state_ids)
          select g, 25, 32, ${pick(idsOf("height"), g)}, array[${pick(idsOf("religion"), g)}, ${pick(idsOf("religion"), sql`${g} + 1`)}],
            array[${pick(idsOf("maritalstatus"), g)}], array[${pick(idsOf("state"), g)}]
          from generate_series(1, ${n}) as g`,
    );
    // In member order, so each member's photo id is their own id (members.photo_id above).
    await run("photos", sql`insert into member_photos (member_id, media_id) select g, gen_random_uuid() from generate_series(1, ${n}) as g`);
    await run(
      "documents",
      sql`insert into member_documents (member_id, document_type_id, media_id, is_verified)
          select g, ${pick(idsOf("document-type"), g)}, gen_random_uuid(), g % 4 <> 0 from generate_series(1, ${n}) as g`,
    );
    await run(
      "favourites",
      sql`insert into favourites (member_id, favourite_id, created_at)
          select g, 1 + (g + k * 7919) % ${n}, now() - make_interval(days => k) from generate_series(1, ${n}) as g, generate_series(1, 2) as k`,
    );
    await run("blocks", sql`insert into member_blocks (member_id, blocked_id) select g, 1 + (g + 104729) % ${n} from generate_series(1, ${n}, 2) as g`);
    await run(
      "payments",
      sql`insert into payments (member_id, gateway_id, reference, amount, status)
          select g, ${pick(idsOf("paymentGateway"), g)}, 'pay_' || g, 4315.20, 'Success' from generate_series(1, ${n}, 3) as g`,
    );
    await run(
      "packages",
      sql`insert into member_packages (member_id, package_id, duration_id, start_date, end_date, net_amount, payment_id)
          select p.member_id, ${pick(idsOf("premiumaccount"), sql`p.id`)}, ${pick(idsOf("timeduration"), sql`p.id`)}, current_date, current_date + 180, p.amount, p.id
          from payments p`,
    );
    await run(
      "audit entries",
      sql`insert into audit_log (action, member_id, page, before, after, created_at)
          select 'appuser.verifyDocuments', g, 'App Users', '{"documentStatus":"Verify Doc"}'::jsonb, '{"documentStatus":"Verified"}'::jsonb, now() - make_interval(hours => g % 5000)
          from generate_series(1, ${n}, 2) as g`,
    );
    await client.query("set session_replication_role = origin");
    // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
    const at = Date.now();
    await client.query("vacuum analyze");
    console.log(`  vacuum analyze in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  console.log(`Loaded ${MEMBERS.toLocaleString("en-US")} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A case timed over a different member each run. */
async function timeByMember(app: FastifyInstance, headers: Record<string, string>, label: string, path: (memberId: number) => string): Promise<Timing> {
  const times: number[] = [];
  let body: { recordList: unknown[]; totalRecords?: number } | undefined;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const memberId = 2 + Math.floor(Math.random() * (MEMBERS - 1));
    const url = `/api/admin/${path(memberId)}`;
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: "GET", url, headers });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    body = response.json();
    if (run >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { label, url: path(0), rows: body!.recordList.length, totalRecords: body!.totalRecords ?? 0, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

async function main() {
  const name = process.env.BENCH_DATABASE ?? `bench_${randomBytes(6).toString("hex")}`;
  if (!process.env.BENCH_DATABASE) await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase({ url: url.toString() });
    if (!process.env.BENCH_DATABASE) await load(database, url.toString());
    app = await buildApp({ db: database.db, config: testConfig() });
    const login = await app.inject({ method: "POST", url: LOGIN, payload: ACCOUNTS.admin });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().recordList[0].SessionToken}` };

    const cases: [string, (id: number) => string][] = [
      ["Profile", (id) => `appuser/${id}/profile`],
      ["Sent, page 1", (id) => `memberproposal?senderId=${id}`],
      ["Sent, by status", (id) => `memberproposal?senderId=${id}&sort=proposalStatus&order=asc`],
      ["Received, page 1", (id) => `memberproposal?receiverId=${id}`],
      ["Favourites", (id) => `memberfavourite?memberId=${id}`],
      ["Blocked members", (id) => `memberblock?memberId=${id}`],
      ["Purchased packages", (id) => `memberpackage?memberId=${id}`],
      ["History", (id) => `memberhistory?memberId=${id}`],
      ["Received of the popular member, page 1", () => "memberproposal?receiverId=1"],
      ["Received of the popular member, page 1000", () => "memberproposal?receiverId=1&page=1000"],
      ["Profile of the popular member", () => "appuser/1/profile"],
    ];
    const results: Timing[] = [];
    for (const [label, path] of cases) results.push(await timeByMember(app, headers, label, path));
    const version = ((await database.db.execute(sql`select current_setting('server_version') as v`)).rows as { v: string }[])[0].v;
    const slow = printTimings(`The member view on PostgreSQL ${version}, ${MEMBERS.toLocaleString("en-US")} members, a different member each run`, results, RUNS);
    const core = results.filter((r) => r.label === "Profile" || r.label === "Sent, page 1");
    console.log(`Profile and Sent p95: ${core.map((r) => `${r.p95.toFixed(1)} ms`).join(", ")} (budget ${BUDGET_MS} ms)`);
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
