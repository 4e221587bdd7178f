/**
 * A PostgreSQL database of its own with N members (default 1,000,000) for the App Users bench and for
 * EXPLAIN ANALYZE by hand: migrated, reference data seeded, members made in one INSERT … SELECT
 * generate_series (no member generator needed). Not a test: `npx tsx bench/app-users-load.ts`.
 *
 *   DATABASE_URL  the server (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_DB      the database to (re)create (default appuser_bench)
 *   BENCH_ROWS    members to make (default 1000000)
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../backend/src/db/client";
import { seedReferenceData } from "../backend/src/engine/seed";
import { seedDemo, syncPages } from "../backend/src/setup/seed";
import { onServer } from "../backend/test/databases";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NAME = process.env.BENCH_DB ?? "appuser_bench";
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

const FEMALE = ["Priya", "Ananya", "Divya", "Sneha", "Kavya", "Pooja", "Meera", "Lakshmi", "Aishwarya", "Neha", "Shreya", "Riya", "Fatima", "Ayesha", "Mary", "Simran", "Harpreet", "Nandini", "Gayathri", "Anjali"];
const MALE = ["Rahul", "Arjun", "Vikram", "Karthik", "Rohan", "Amit", "Suresh", "Rajesh", "Arun", "Vivek", "Sanjay", "Imran", "Faisal", "John", "Joseph", "Gurpreet", "Manoj", "Naveen", "Prakash", "Aditya"];
const LAST = ["Sharma", "Verma", "Iyer", "Nair", "Reddy", "Patel", "Gupta", "Singh", "Kumar", "Menon", "Pillai", "Rao", "Joshi", "Khan", "Fernandes", "Das", "Bose", "Mehta", "Shah", "Kulkarni", "Chopra", "Malhotra", "Banerjee", "Mukherjee", "Naidu", "Thomas", "Varghese", "Sheikh", "Agarwal", "Bhat"];

const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

async function main() {
  await onServer(SERVER, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${NAME}"`);
  });
  const url = new URL(SERVER);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const started = Date.now();
    await database.migrate();
    await syncPages(database.db);
    await seedDemo(database.db);
    await seedReferenceData(database.db);
    const h = (salt: number) => sql.raw(`(hashint4(g * 31 + ${salt}) & 2147483647)`);
    // Registration days spread over five years, more in recent ones; ids follow registration, as in the app.
    await database.db.execute(sql`
      with r as (select array_agg(id order by id) as ids from religions),
           c as (select religion_id, array_agg(id order by id) as ids from communities group by religion_id),
           m as (select array_agg(id order by id) as ids from marital_statuses)
      insert into members (member_code, first_name, last_name, email, phone, gender, birth_date, religion_id, community_id, marital_status_id,
                           photo_status, document_status, is_blocked, blocked_at, is_active, registered_at)
      select 'SM' || (1000000 + g), x.first, x.last,
             lower(x.first) || '.' || lower(x.last) || g || '@example.com',
             (6 + ${h(1)} % 4)::text || lpad((${h(2)} % 1000000000)::text, 9, '0'),
             x.gender, date '1985-01-01' + (${h(3)} % 5000), x.religion, (select ids[1 + ${h(4)} % array_length(ids, 1)] from c where c.religion_id = x.religion),
             m.ids[case when ${h(5)} % 100 < 80 then 1 else 1 + ${h(5)} % array_length(m.ids, 1) end],
             case when ${h(6)} % 100 < 30 then 'none' when ${h(6)} % 100 < 35 then 'pending' else 'approved' end,
             case when ${h(7)} % 100 < 50 then 'none' when ${h(7)} % 100 < 60 then 'pending' else 'verified' end,
             ${h(8)} % 500 = 0, case when ${h(8)} % 500 = 0 then now() - interval '3 days' end,
             ${h(9)} % 50 <> 0,
             now() - interval '5 years' * (1 - sqrt(g::float8 / ${ROWS})) - interval '1 hour'
      from generate_series(1, ${ROWS}) g
      cross join r cross join m
      cross join lateral (
        select case when ${h(10)} % 2 = 0 then 'Female' else 'Male' end as gender,
               case when ${h(10)} % 2 = 0 then (${list(FEMALE)})[1 + ${h(11)} % ${FEMALE.length}] else (${list(MALE)})[1 + ${h(11)} % ${MALE.length}] end as first,
               (${list(LAST)})[1 + ${h(12)} % ${LAST.length}] as last,
               r.ids[case when ${h(13)} % 100 < 70 then 1 when ${h(13)} % 100 < 84 then 2 when ${h(13)} % 100 < 90 then 3 else 1 + ${h(13)} % array_length(r.ids, 1) end] as religion
      ) x`);
    await database.db.execute(sql`vacuum analyze members`);
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from members`)).rows as { n: number }[];
    console.log(`${NAME}: ${n.toLocaleString("en-US")} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
