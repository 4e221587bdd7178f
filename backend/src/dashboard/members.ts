/**
 * The dashboard's members (docs/dashboard.md): every row of `members` is a member (administrators
 * live in their own table and members are never soft-deleted), counted by the day they registered.
 * Whole months come from the member tallies (member-tallies.ts); a day, or the days of a short range,
 * are counted on members_registered_idx alone.
 */
import { and, count, desc, sql } from "drizzle-orm";
import type { DashboardAnswer } from "../../../lib/dashboard-answer";
import type { Db } from "../db/client";
import { personName } from "../db/person-name";
import { members } from "../db/schema";
import { nextDay, serviceDayOf } from "../db/service-day";
import { registeredBetween } from "../resources/members/app-user-query";
import { membersByMonth } from "../resources/members/member-tallies";
import { perBucket, type DashboardPeriods } from "./periods";

const NEWEST = 10;

const total = (months: readonly { count: number }[]) => months.reduce((n, month) => n + month.count, 0);

/** Members registered on each day of a short range (the days without any are left out). */
async function byDay(db: Db, from: string, to: string): Promise<[string, number][]> {
  const day = serviceDayOf(members.registeredAt);
  const rows = await db
    .select({ day, n: count() })
    .from(members)
    .where(and(...registeredBetween(from, nextDay(to))))
    // By position: the day's expression holds a parameter (the zone), and the same expression written
    // twice is two parameters PostgreSQL does not take for one.
    .groupBy(sql`1`);
  return rows.map((row) => [row.day, row.n]);
}

async function todayAndYesterday(db: Db, today: string, yesterday: string) {
  const [row] = await db
    .select({
      today: sql<number>`(count(*) filter (where ${and(...registeredBetween(today, undefined))}))::int`,
      yesterday: sql<number>`(count(*) filter (where ${and(...registeredBetween(undefined, today))}))::int`,
    })
    .from(members)
    .where(and(...registeredBetween(yesterday, nextDay(today))));
  return { value: row.today, previous: row.yesterday };
}

/** The ten newest members of the range, walking members_registered_idx from the range's end. */
function newest(db: Db, from: string, to: string) {
  return db
    .select({ id: members.id, name: personName(members), memberCode: members.memberCode, gender: members.gender, registeredOn: sql<string>`${serviceDayOf(members.registeredAt)}` })
    .from(members)
    .where(and(...registeredBetween(from, nextDay(to))))
    .orderBy(desc(members.registeredAt), desc(members.id))
    .limit(NEWEST);
}

export async function memberFigures(db: Db, { range, previous, today, yesterday, bucket, buckets }: DashboardPeriods): Promise<NonNullable<DashboardAnswer["members"]>> {
  const [counted, before, day, newestMembers] = await Promise.all([
    bucket === "day" ? byDay(db, range.from, range.to) : membersByMonth(db, {}, range.from, range.to).then((months) => months.map((m): [string, number] => [m.month, m.count])),
    membersByMonth(db, {}, previous.from, previous.to),
    todayAndYesterday(db, today, yesterday),
    newest(db, range.from, range.to),
  ]);
  return {
    today: day,
    inRange: { value: counted.reduce((n, [, c]) => n + c, 0), previous: total(before) },
    byBucket: perBucket(buckets, counted),
    newest: newestMembers,
  };
}
