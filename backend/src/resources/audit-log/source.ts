/**
 * Where the Audit Log's rows come from (docs/audit-log.md, "Speed"): a page is one walk down an index
 * of audit_log in the list's order; the total is counted up to COUNT_CAP entries and no further, since
 * counting a million entries on every page would cost more than the page itself; the CSV walks the
 * order by keyset, a batch at a time.
 */
import { eq, sql } from "drizzle-orm";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { ListSource, Row } from "../../engine/hooks";
import { afterEntry, auditQuery, orderOf, whereOf, type AuditQuery } from "./query";
import { listed, selectEntries, whole } from "./rows";

/** Entries counted at most: past it the list says "more than 10,000" and pages on while pages are full. */
export const COUNT_CAP = 10_000;
/** Entries per batch of the CSV export. */
export const EXPORT_BATCH = 2000;

/** How many entries match, counting no further than `cap` + 1 (enough to know there are more). */
async function countUpTo(db: Db, query: AuditQuery, cap: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(auditLog).where(whereOf(query)).limit(cap + 1).as("matching");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return n;
}

async function list(db: Db, listQuery: ListQuery, cap: number) {
  const query = auditQuery(listQuery);
  const [entries, counted] = await Promise.all([
    selectEntries(db)
      .where(whereOf(query))
      .orderBy(...orderOf(query.order))
      .limit(listQuery.pageSize)
      .offset((listQuery.page - 1) * listQuery.pageSize),
    countUpTo(db, query, cap),
  ]);
  return { rows: entries.map(listed), total: Math.min(counted, cap), capped: counted > cap };
}

/** Every entry of a query in the list's order, `batch` at a time, each batch starting after the last one's keys. */
async function* stream(db: Db, listQuery: ListQuery, batch: number): AsyncGenerator<Row[]> {
  const query = auditQuery(listQuery);
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

/** `cap` and `batch` are parameters for the tests: a capped count and a CSV of many batches without 10,000 entries. */
export function auditLogSource({ cap = COUNT_CAP, batch = EXPORT_BATCH }: { cap?: number; batch?: number } = {}): ListSource {
  return {
    list: (db, query) => list(db, query, cap),
    async one(db, id) {
      const [entry] = await selectEntries(db).where(eq(auditLog.id, id));
      return entry && whole(entry);
    },
    stream: (db, query) => stream(db, query, batch),
  };
}
