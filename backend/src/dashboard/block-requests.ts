/**
 * Pending block requests (docs/dashboard.md): those made in the range that still wait, compared with
 * those of the period before, every one still waiting, and the newest of the range. Block requests are
 * a few thousand whatever the members: each figure walks block_requests_status_created_idx, and the
 * members named are read by primary key.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DashboardAnswer } from "../../../lib/dashboard-answer";
import type { Db } from "../db/client";
import { personName } from "../db/person-name";
import { blockRequests, members } from "../db/schema";
import { dayStart, nextDay, serviceDayOf } from "../db/service-day";
import type { DashboardPeriods } from "./periods";

const NEWEST = 10;
const pending = eq(blockRequests.status, "pending");
const madeFrom = (day: string) => sql`${blockRequests.createdAt} >= ${dayStart(day)}`;
const madeBefore = (day: string) => sql`${blockRequests.createdAt} < ${dayStart(day)}`;

export async function blockRequestFigures(db: Db, { range, previous }: DashboardPeriods): Promise<NonNullable<DashboardAnswer["blockRequests"]>> {
  const end = nextDay(range.to);
  const [[counts], requests] = await Promise.all([
    db
      .select({
        inRange: sql<number>`(count(*) filter (where ${and(madeFrom(range.from), madeBefore(end))}))::int`,
        before: sql<number>`(count(*) filter (where ${and(madeFrom(previous.from), madeBefore(range.from))}))::int`,
        inAll: count(),
      })
      .from(blockRequests)
      .where(pending),
    db
      .select({ id: blockRequests.id, reporterId: blockRequests.reporterId, reportedId: blockRequests.reportedId, reason: blockRequests.reason, createdOn: sql<string>`${serviceDayOf(blockRequests.createdAt)}` })
      .from(blockRequests)
      .where(and(pending, madeFrom(range.from), madeBefore(end)))
      .orderBy(desc(blockRequests.createdAt), desc(blockRequests.id))
      .limit(NEWEST),
  ]);
  const ids = [...new Set(requests.flatMap((request) => [request.reporterId, request.reportedId]))];
  const named = ids.length ? await db.select({ id: members.id, name: personName(members) }).from(members).where(inArray(members.id, ids)) : [];
  const nameOf = new Map(named.map((member) => [member.id, member.name]));
  return {
    pending: { value: counts.inRange, previous: counts.before },
    pendingInAll: counts.inAll,
    newest: requests.map((request) => ({ ...request, reporter: nameOf.get(request.reporterId) ?? "", reported: nameOf.get(request.reportedId) ?? "" })),
  };
}
