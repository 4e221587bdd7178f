/** Many members with devices at once, for the push tests and the bench: set-based inserts, no row in memory. */
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client";

let batches = 0;
const MEMBERS_PER_STATEMENT = 1000;

/**
 * `count` members, each with `perMember` devices allowing pushes (tokens "<prefix>-<member>-<n>"),
 * half of them women. Answers the members' ids, lowest first.
 */
export async function insertMembersWithDevices(db: Db, count: number, perMember = 1, prefix = "tok"): Promise<{ first: number; last: number }> {
  const batch = ++batches;
  const base = process.pid * 10 + batch;
  const ids: number[] = [];
  // A statement of its own per thousand members: the signals' triggers take a transaction lock per new
  // number and inbox (docs/signals.md), and PostgreSQL's lock table, shared by every database of the
  // server, ran out when parallel test files each inserted thousands in one transaction.
  for (let from = 0; from < count; from += MEMBERS_PER_STATEMENT) {
    const to = Math.min(count, from + MEMBERS_PER_STATEMENT);
    const inserted = await db.execute<{ id: number }>(sql`
      insert into members (member_code, first_name, last_name, email, phone, gender, birth_date)
      select 'PT' || ${base} || '-' || g, 'Push', 'Member' || g, 'push' || ${base} || '-' || g || '@example.test',
             (7000000000 + ${batch} * 10000000 + g)::text, case when g % 2 = 0 then 'Female' else 'Male' end, '1995-05-17'
      from generate_series(${from + 1}::int, ${to}::int) g
      returning id`);
    ids.push(...(inserted as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)));
  }
  const first = ids.reduce((a, b) => Math.min(a, b));
  const last = ids.reduce((a, b) => Math.max(a, b));
  await db.execute(sql`
    insert into member_devices (member_id, platform, token)
    select m.id, case when n = 1 then 'android' else 'ios' end, ${prefix} || '-' || m.id || '-' || n
    from members m cross join generate_series(1, ${perMember}::int) n
    where m.id between ${first} and ${last}
    order by m.id, n`);
  return { first, last };
}
