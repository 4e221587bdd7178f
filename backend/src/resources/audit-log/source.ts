/**
 * Where the Audit Log's rows come from (docs/audit-log.md, "Speed"): a page is one walk down an index
 * of audit_log in the list's order; the total is counted up to a cap and no further, since
 * counting a million entries on every page would cost more than the page itself; the CSV walks the
 * order by keyset, a batch at a time.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { ListSource, Row } from "../../engine/hooks";
import { afterEntry, auditQuery, orderOf, searchingAdmins, whereOf, type AuditQuery } from "./query";
import { listed, selectEntries, whole } from "./rows";

/**
 * Entries counted at most: past it the list says "more than 10,000" and pages on while pages are full.
 * Counting by the filters stops after 10,001 index entries (or rows, for "All but Sign-in") and
 * rechecks none of them: a few milliseconds.
 */
export const COUNT_CAP = 10_000;
/**
 * A search is counted to 1,000 at most: each entry the trigram index suggests is read and checked in
 * the table, a cost that grows with every entry counted.
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Entries per batch of the CSV export. */
export const EXPORT_BATCH = 2000;

/** How many entries match, counting no further than `cap` + 1 (enough to know there are more). */
async function countUpTo(db: Db, query: AuditQuery, cap: number): Promise<number> {
  const { searchAdminIds, ...entryQuery } = query;
  if (searchAdminIds?.length) {
    // A search that names administrators: the entries holding its words (trigram index) and those of
    // the administrators (admin index), each counted by its own index and merged. As one OR, PostgreSQL
    // reads the table row by row and checks the words in each: five times slower at a million entries.
    const inWords = db.select({ id: auditLog.id }).from(auditLog).where(whereOf(entryQuery)).limit(cap + 1);
    const ofAdmins = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(whereOf({ ...entryQuery, search: undefined }, [inArray(auditLog.adminId, searchAdminIds)]))
      .limit(cap + 1);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from (select id from (${inWords}) as words union select id from (${ofAdmins}) as admins limit ${cap + 1}) as matching`)).rows;
    return n;
  }
  const matching = db.select({ one: sql`1` }).from(auditLog).where(whereOf(query)).limit(cap + 1).as("matching");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return n;
}

async function list(db: Db, listQuery: ListQuery, caps: { count: number; search: number }) {
  const query = await searchingAdmins(db, auditQuery(listQuery));
  const cap = query.search ? caps.search : caps.count;
  // The page's ids by the index walk alone; only they are joined to their administrators and read whole.
  const ids = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(whereOf(query))
    .orderBy(...orderOf(query.order))
    .limit(listQuery.pageSize)
    .offset((listQuery.page - 1) * listQuery.pageSize);
  const [entries, counted] = await Promise.all([selectEntries(db).where(inArray(auditLog.id, ids)).orderBy(...orderOf(query.order)), countUpTo(db, query, cap)]);
  return { rows: entries.map(listed), total: Math.min(counted, cap), capped: counted > cap };
}

/** Every entry of a query in the list's order, `batch` at a time, each batch starting after the last one's keys. */
async function* stream(db: Db, listQuery: ListQuery, batch: number): AsyncGenerator<Row[]> {
  const query = await searchingAdmins(db, auditQuery(listQuery));
  let last: { at: string; id: number } | undefined;
  for (;;) {
    const entries = await selectEntries(db)
      .where(whereOf(query, last ? [afterEntry(query.order, last)] : []))
      .orderBy(...orderOf(query.order))
      .limit(batch);
    if (!entries.length) return;
    yield entries.map(listed);
    if (entries.length < batch) return;
    const { at, id } = entries[entries.length - 1];
    last = { at, id };
  }
}

/** The caps and the batch are parameters for the tests: capped counts and a CSV of many batches without 10,000 entries. */
export function auditLogSource({ cap = COUNT_CAP, searchCap = SEARCH_COUNT_CAP, batch = EXPORT_BATCH }: { cap?: number; searchCap?: number; batch?: number } = {}): ListSource {
  return {
    list: (db, query) => list(db, query, { count: cap, search: searchCap }),
    async one(db, id) {
      const [entry] = await selectEntries(db).where(eq(auditLog.id, id));
      return entry && whole(entry);
    },
    stream: (db, query) => stream(db, query, batch),
  };
}
