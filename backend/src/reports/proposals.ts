/**
 * The queries of the proposal reports (lib/reports/proposals.ts, docs/reports.md). Ten million
 * proposals at a million members: counts come from the proposal tallies, a page of proposals is an
 * index walk over one range of days, a ranking of all time is an index walk over each member's counts.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ReportDef, ReportQuery } from "../../../lib/engine/report";
import type { Db } from "../db/client";
import { memberProposalCounts, members, proposals, type ProposalTallyKind } from "../db/schema";
import { personName } from "../db/person-name";
import { dayStart, nextDay, serviceDayOf } from "../db/service-day";
import { keysetBatches } from "../engine/keyset-batches";
import { computedSource, type ReportSource } from "../engine/reports";
import { contact } from "../resources/members/tab-source";
import { requestAcceptReport, requestRejectReport, requestSendReport } from "../../../lib/reports/proposals";
import { proposalCounts, proposalTotal } from "./proposal-tallies";

type Row = Record<string, unknown>;

/** Rows per batch of a CSV export. */
const EXPORT_BATCH = 2000;
/** Members a ranking of all time counts at most: past it the report says "more than", as the long lists do. */
const RANKED_COUNT_CAP = 10_000;

/** A year's proposals of one kind month by month, from the tallies: twelve rows, a month without any 0. */
const monthly = (report: ReportDef, kind: ProposalTallyKind): ReportSource =>
  computedSource(report, async (db, query) => {
    const year = query.year ?? new Date().getFullYear();
    const counted = await proposalCounts(db, [kind], { from: `${year}-01-01`, to: `${year}-12-31` }, "month");
    const byMonth = new Map(counted.map((row) => [Number(row.day.slice(5, 7)), row.count]));
    return Array.from({ length: 12 }, (_, i) => ({ month: i + 1, proposals: byMonth.get(i + 1) ?? 0 }));
  });

const sender = alias(members, "sender");
const receiver = alias(members, "receiver");

/** The moment a listed proposal is dated by: when it was sent, or when it was answered. */
const momentOf = (kind: ProposalTallyKind): AnyPgColumn => (kind === "sent" ? proposals.createdAt : proposals.respondedAt);

/** The proposals of one kind in the query's range (always set: this year when none was chosen). */
function inRange(kind: ProposalTallyKind, query: ReportQuery): SQL {
  const moment = momentOf(kind);
  return and(
    kind === "sent" ? undefined : eq(proposals.status, kind),
    sql`${moment} >= ${dayStart(query.from!)}`,
    sql`${moment} < ${dayStart(nextDay(query.to!))}`,
  )!;
}

const orderOf = (kind: ProposalTallyKind, query: ReportQuery) => {
  const direction = query.order === "asc" ? asc : desc;
  return [direction(momentOf(kind)), direction(proposals.id)];
};

/** The proposals with `ids` (or matching `where`), with who sent and received each, in the list's order. */
function selectPairs<Extra extends Record<string, SQL>>(db: Db, kind: ProposalTallyKind, extra = {} as Extra) {
  return db
    .select({
      id: proposals.id,
      sender: personName(sender),
      senderCode: sender.memberCode,
      receiver: personName(receiver),
      receiverCode: receiver.memberCode,
      day: serviceDayOf(momentOf(kind)),
      ...extra,
    })
    .from(proposals)
    .innerJoin(sender, eq(sender.id, proposals.senderId))
    .innerJoin(receiver, eq(receiver.id, proposals.receiverId))
    .$dynamic();
}

/** Each proposal of one kind in a range of days: a page's ids by the index of that kind's moment, then their names. */
const listed = (kind: ProposalTallyKind): ReportSource => ({
  async rows(db, query, limit, offset) {
    const ids = db.select({ id: proposals.id }).from(proposals).where(inRange(kind, query)).orderBy(...orderOf(kind, query)).limit(limit).offset(offset);
    return (await selectPairs(db, kind).where(inArray(proposals.id, ids)).orderBy(...orderOf(kind, query)));
  },
  // The tallies count by the same days (the service's time zone) as the range above: the same number.
  total: (db, query) => proposalTotal(db, kind, { from: query.from, to: query.to }),
  batches: (db, query) =>
    keysetBatches({
      sort: { key: sql`${momentOf(kind)}`, bound: (value) => sql`${value}::timestamptz` },
      order: query.order,
      id: proposals.id,
      size: EXPORT_BATCH,
      read: (after, sortKey, size) =>
        selectPairs(db, kind, { sortKey })
          .where(and(inRange(kind, query), after))
          .orderBy(...orderOf(kind, query))
          .limit(size),
      shown: (row) => row,
    }),
});

/**
 * Members ranked by proposals sent (or received). All time: an index walk over each member's counts
 * (kept by triggers, migration 0015), counted up to a cap. In a range: the range's proposals grouped by
 * member from the covering index of their days, ranked and counted in the same pass.
 */
function ranked(side: "sent" | "received"): ReportSource {
  const count = side === "sent" ? memberProposalCounts.sent : memberProposalCounts.received;
  const party = side === "sent" ? proposals.senderId : proposals.receiverId;
  const ranged = (query: ReportQuery) => Boolean(query.from || query.to);
  const inRangeSent = (query: ReportQuery) => and(sql`${proposals.createdAt} >= ${dayStart(query.from!)}`, sql`${proposals.createdAt} < ${dayStart(nextDay(query.to!))}`);
  const directionOf = (query: ReportQuery) => (query.order === "asc" ? asc : desc);

  /** Ranked ids of all time with their counts: most first for "desc", ties by member id in the same direction. */
  const allTime = (db: Db, query: ReportQuery) =>
    db
      .select({ memberId: memberProposalCounts.memberId, proposals: count })
      .from(memberProposalCounts)
      .where(sql`${count} > 0`)
      .orderBy(directionOf(query)(count), directionOf(query)(memberProposalCounts.memberId));

  /** Ranked ids of a range with their counts, each row also carrying how many members the range ranks. */
  function inRange(db: Pick<Db, "select">, query: ReportQuery) {
    const direction = directionOf(query);
    const n = sql<number>`count(*)::int`;
    return db
      .select({ memberId: sql<number>`${party}`.as("member_id"), proposals: n.as("proposals"), ranked: sql<number>`(count(*) over ())::int`.as("ranked") })
      .from(proposals)
      .where(inRangeSent(query))
      .groupBy(party)
      .orderBy(direction(n), direction(party));
  }

  async function withMembers(db: Db, ranks: { memberId: number; proposals: number }[]): Promise<Row[]> {
    if (!ranks.length) return [];
    const found = await db
      .select({ id: members.id, member: personName(members), memberCode: members.memberCode, email: members.email, phone: contact(members) })
      .from(members)
      .where(inArray(members.id, ranks.map((rank) => rank.memberId)));
    const byId = new Map(found.map(({ id, ...row }) => [id, row]));
    return ranks.map((rank) => ({ ...byId.get(rank.memberId), proposals: rank.proposals }));
  }

  const source: ReportSource = {
    async page(db, query, limit, offset) {
      if (!ranged(query)) {
        const [ranks, counted] = await Promise.all([allTime(db, query).limit(limit).offset(offset), source.total(db, query)]);
        return { rows: await withMembers(db, ranks), ...(counted as { total: number; capped: boolean }) };
      }
      // A month holds some ninety thousand senders: their counts fit in memory, not in the default 4 MB.
      const ranks = await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        return inRange(tx, query).limit(limit).offset(offset);
      });
      // Past the last page no row says how many there are: counted apart, as rarely happens.
      const total = ranks.length ? ranks[0].ranked : offset ? ((await source.total(db, query)) as { total: number }).total : 0;
      return { rows: await withMembers(db, ranks), total, capped: false };
    },
    rows: async (db, query, limit, offset) => withMembers(db, await (ranged(query) ? inRange(db, query) : allTime(db, query)).limit(limit).offset(offset)),
    async total(db, query) {
      if (ranged(query)) {
        const [row] = await db.select({ n: sql<number>`count(distinct ${party})::int` }).from(proposals).where(inRangeSent(query));
        return { total: row.n, capped: false };
      }
      // Most members have proposed: counting nine hundred thousand rows would cost more than the page.
      const ranking = db.select({ one: sql`1` }).from(memberProposalCounts).where(sql`${count} > 0`).limit(RANKED_COUNT_CAP + 1).as("ranking");
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(ranking);
      return { total: Math.min(n, RANKED_COUNT_CAP), capped: n > RANKED_COUNT_CAP };
    },
  };
  return source;
}

export const PROPOSAL_REPORT_SOURCES: Record<string, ReportSource> = {
  requestSendReport: monthly(requestSendReport, "sent"),
  requestAcceptReport: monthly(requestAcceptReport, "accepted"),
  requestRejectReport: monthly(requestRejectReport, "rejected"),
  requestSendUser: listed("sent"),
  requestReceiveUser: listed("accepted"),
  requestRejectUser: listed("rejected"),
  requestsend: ranked("sent"),
  requestreceive: ranked("received"),
};
