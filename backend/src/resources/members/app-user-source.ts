/**
 * The App Users list over the members table, fast at a million members (docs/members.md, "App Users"):
 * a page's ids are chosen by an index walk alone and only they are read in full; a page far down the
 * list starts its walk near it (inside the right month of registration, or from the other end of the
 * order); totals without a search come from the member tallies; the CSV walks the order by keyset.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { memberNames, members } from "../../db/schema";
import type { ListSource, Row } from "../../engine/hooks";
import { dayStart } from "../../db/service-day";
import { afterKeys, documentStatusLabel, filterConditions, keyValues, memberQuery, namesHolding, orderBy, whereOf, type MemberQuery } from "./app-user-query";
import { exportColumns, memberRows } from "./app-user-rows";
import { membersByMonth, type MonthCount } from "./member-tallies";

/** Rows a page may skip by walking from the top of the order: a few milliseconds of index at most. */
const NEAR_TOP = 2000;
/** Members per batch of the CSV export. */
export const EXPORT_BATCH = 2000;

const reversed = (order: "asc" | "desc") => (order === "asc" ? "desc" : "asc");

function nextMonth(month: string): string {
  const next = new Date(`${month}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

/** The ids of `limit` members from `offset` in the given order, by an index walk (no row is read whole). */
async function idsFrom(db: Db, query: MemberQuery, offset: number, limit: number, order = query.order, extra: SQL[] = []): Promise<number[]> {
  const found = await db
    .select({ id: members.id })
    .from(members)
    .where(whereOf(query, extra))
    .orderBy(...orderBy(query.sort, order))
    .limit(limit)
    .offset(offset);
  return found.map((row) => row.id);
}

/**
 * A page past the middle of the order is read from its other end: the page after row 900,000 of a
 * million skips 99,990 index entries instead of 900,000.
 */
async function idsFromEitherEnd(db: Db, query: MemberQuery, offset: number, limit: number, total: number): Promise<number[]> {
  if (offset >= total) return [];
  const fromEnd = total - offset - limit;
  if (fromEnd >= offset) return idsFrom(db, query, offset, limit);
  const ids = await idsFrom(db, query, Math.max(0, fromEnd), Math.min(limit, total - offset), reversed(query.order));
  return ids.reverse();
}

/**
 * A page of the registration order found by its month: the months before it (after it, newest first)
 * are counted by the tallies, so the walk starts at the month's first (last) member and skips at most a
 * month of them.
 */
async function idsByMonth(db: Db, query: MemberQuery, offset: number, limit: number, months: MonthCount[]): Promise<number[]> {
  const walk = query.order === "asc" ? months : [...months].reverse();
  let passed = 0;
  for (const { month, count } of walk) {
    if (passed + count > offset) {
      const bound =
        query.order === "asc" ? sql`${members.registeredAt} >= ${dayStart(month)}` : sql`${members.registeredAt} < ${dayStart(nextMonth(month))}`;
      return idsFrom(db, query, offset - passed, limit, query.order, [bound]);
    }
    passed += count;
  }
  return [];
}

async function countMembers(db: Db, query: MemberQuery): Promise<number> {
  const { search } = query;
  // A name search alone is counted in member_names without touching the wide members rows.
  const nameOnly = search?.kind === "name" && !filterConditions(query.filters).length && !query.from && !query.to && query.active === undefined && query.signals === undefined;
  const [row] = nameOnly
    ? await db.select({ n: sql<number>`count(*)::int` }).from(memberNames).where(namesHolding(search.text))
    : await db.select({ n: sql<number>`count(*)::int` }).from(members).where(whereOf(query));
  return row.n;
}

async function list(db: Db, listQuery: ListQuery, nearTop: number): Promise<{ rows: Row[]; total: number }> {
  const query = memberQuery(listQuery);
  const limit = listQuery.pageSize;
  const offset = (listQuery.page - 1) * limit;
  const near = offset < nearTop;
  // The tallies count by the filters and months only: a search, the member's own active switch or the
  // signals are counted on the members themselves.
  if (!query.search && query.active === undefined && query.signals === undefined) {
    const counting = membersByMonth(db, query.filters, query.from, query.to);
    const sum = (months: MonthCount[]) => months.reduce((n, m) => n + m.count, 0);
    if (near) {
      const [months, ids] = await Promise.all([counting, idsFrom(db, query, offset, limit)]);
      return { rows: await memberRows(db, ids), total: sum(months) };
    }
    const months = await counting;
    const total = sum(months);
    const ids = query.sort === "registeredAt" ? await idsByMonth(db, query, offset, limit, months) : await idsFromEitherEnd(db, query, offset, limit, total);
    return { rows: await memberRows(db, ids), total };
  }
  const total = () => (isWithoutSignals(query) ? countWithoutSignals(db, query) : countMembers(db, query));
  if (near) {
    const [count, ids] = await Promise.all([total(), idsFrom(db, query, offset, limit)]);
    return { rows: await memberRows(db, ids), total: count };
  }
  const count = await total();
  return { rows: await memberRows(db, await idsFromEitherEnd(db, query, offset, limit, count)), total: count };
}

/** "Has signals: no" alone besides the tallied filters: nearly every member, so counted by subtraction. */
const isWithoutSignals = (query: MemberQuery) => query.signals === false && !query.search && query.active === undefined;

/** The tallies' count less the few members with signals: counting a million rows one by one is what it saves. */
async function countWithoutSignals(db: Db, query: MemberQuery): Promise<number> {
  const [months, flagged] = await Promise.all([membersByMonth(db, query.filters, query.from, query.to), countMembers(db, { ...query, signals: true })]);
  return months.reduce((n, m) => n + m.count, 0) - flagged;
}

/**
 * Every member of a query in the list's order, `batch` at a time, with what the CSV writes of them:
 * each batch starts after the last one's sort keys (an index seek, never an OFFSET), so the millionth
 * row costs what the first does and only one batch is ever in memory.
 */
export async function* streamMembers(db: Db, listQuery: ListQuery, batch = EXPORT_BATCH): AsyncGenerator<Row[]> {
  const query = memberQuery(listQuery);
  const keys = keyValues(query.sort);
  let after: unknown[] | undefined;
  for (;;) {
    const found = (await db
      .select({ id: members.id, ...exportColumns, ...keys })
      .from(members)
      .where(whereOf(query, after ? [afterKeys(query.sort, query.order, after)] : []))
      .orderBy(...orderBy(query.sort, query.order))
      .limit(batch)) as ({ id: number; documentStatus: string } & Record<string, unknown>)[];
    if (!found.length) return;
    yield found.map((row) => ({ ...row, documentStatus: documentStatusLabel(row.documentStatus) }));
    if (found.length < batch) return;
    const last = found[found.length - 1];
    after = Object.keys(keys).map((key) => last[key]);
  }
}

/** `batch` and `nearTop` are parameters for the tests: a CSV of many batches, deep pages of few rows. */
export function memberSource({ batch = EXPORT_BATCH, nearTop = NEAR_TOP }: { batch?: number; nearTop?: number } = {}): ListSource {
  return {
    list: (db, query) => list(db, query, nearTop),
    one: async (db, id) => (await memberRows(db, [id]))[0],
    stream: (db, query) => streamMembers(db, query, batch),
  };
}
