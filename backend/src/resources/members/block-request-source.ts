/**
 * The rows of Block Users: block_requests joined twice to members (who asked, and about whom) and to
 * the admin who decided. Block requests are a few thousand at most, whatever the number of members:
 * every query here starts from block_requests and reaches a member by primary key, so its cost follows
 * the requests, never the million members.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { adminUsers, blockRequests, members, REQUEST_STATUSES } from "../../db/schema";
import { escapeLike } from "../../engine/repository";
import type { ListSource, Row } from "../../engine/hooks";

type StoredStatus = (typeof REQUEST_STATUSES)[number];

/** The declared labels (lib/resources/members/block-request.ts) of the stored lowercase statuses. */
export const STATUS_LABELS: Record<StoredStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };
const STORED_STATUS = Object.fromEntries(Object.entries(STATUS_LABELS).map(([stored, label]) => [label, stored])) as Record<string, StoredStatus>;

const reporter = alias(members, "reporter");
const reported = alias(members, "reported");

const fullName = (member: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`${member.firstName} || ' ' || ${member.lastName}`;

const columns = {
  id: blockRequests.id,
  reporterId: blockRequests.reporterId,
  reporter: fullName(reporter),
  reporterCode: reporter.memberCode,
  reportedId: blockRequests.reportedId,
  reported: fullName(reported),
  reportedCode: reported.memberCode,
  reason: blockRequests.reason,
  // The day the list and the CSV show (the database's time zone, as every "today" of the api), and the moment itself.
  createdAt: sql<string>`to_char(${blockRequests.createdAt}, 'YYYY-MM-DD')`,
  createdAtTime: blockRequests.createdAt,
  requestStatus: blockRequests.status,
  decidedAt: blockRequests.decidedAt,
  decidedById: blockRequests.decidedBy,
  decidedBy: sql<string | null>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`,
};

/**
 * How each sortable field orders the rows, and how a keyset bound is written back in the sort key's own
 * type (the stream reads the key as text, so a timestamp keeps its microseconds).
 */
const SORTS: Record<string, { key: SQL; bound: (value: string) => SQL }> = {
  id: { key: sql`${blockRequests.id}`, bound: (value) => sql`${Number(value)}::integer` },
  createdAt: { key: sql`${blockRequests.createdAt}`, bound: (value) => sql`${value}::timestamptz` },
  reporter: { key: sql`lower(${fullName(reporter)})`, bound: (value) => sql`${value}::text` },
  reported: { key: sql`lower(${fullName(reported)})`, bound: (value) => sql`${value}::text` },
  requestStatus: { key: sql`${blockRequests.status}`, bound: (value) => sql`${value}::text` },
};

function sortOf(query: Pick<ListQuery, "sort">) {
  const sort = SORTS[query.sort];
  // The list's query schema admits only the declared sortable fields; one without SQL here is a bug.
  if (!sort) throw new Error(`Block requests cannot be sorted by "${query.sort}"`);
  return sort;
}

/** The row as the api answers it: the status by its label, and whether it still waits for a decision. */
const shown = ({ requestStatus, ...row }: Record<string, unknown>): Row => ({
  ...row,
  requestStatus: STATUS_LABELS[requestStatus as StoredStatus] ?? requestStatus,
  isPending: requestStatus === "pending",
});

function selectRows<Extra extends Record<string, SQL>>(db: Db, extra = {} as Extra) {
  return db
    .select({ ...columns, ...extra })
    .from(blockRequests)
    .innerJoin(reporter, eq(reporter.id, blockRequests.reporterId))
    .innerJoin(reported, eq(reported.id, blockRequests.reportedId))
    .leftJoin(adminUsers, eq(adminUsers.id, blockRequests.decidedBy))
    .$dynamic();
}

/** The status filter (a declared label) and the search: either member's name or member id, or the reason. */
function conditions(query: ListQuery): { where: SQL | undefined; searching: boolean } {
  const parts: (SQL | undefined)[] = [];
  const label = query.requestStatus;
  if (typeof label === "string") parts.push(eq(blockRequests.status, STORED_STATUS[label]));
  const searching = Boolean(query.search);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    parts.push(
      or(
        ilike(fullName(reporter), pattern),
        ilike(fullName(reported), pattern),
        ilike(reporter.memberCode, pattern),
        ilike(reported.memberCode, pattern),
        ilike(blockRequests.reason, pattern),
      ),
    );
  }
  return { where: and(...parts), searching };
}

/** How many requests match: without a search, counted on block_requests alone (its status index). */
async function countRows(db: Db, query: ListQuery): Promise<number> {
  const { where, searching } = conditions(query);
  const base = db.select({ total: count() }).from(blockRequests).$dynamic();
  const joined = searching ? base.innerJoin(reporter, eq(reporter.id, blockRequests.reporterId)).innerJoin(reported, eq(reported.id, blockRequests.reportedId)) : base;
  const [{ total }] = await joined.where(where);
  return total;
}

const orderFor = (query: Pick<ListQuery, "sort" | "order">) => {
  const direction = query.order === "desc" ? desc : asc;
  return [direction(sortOf(query).key), direction(blockRequests.id)];
};

const STREAM_BATCH = 1000;

export const blockRequestSource: ListSource = {
  async list(db, query) {
    const { where } = conditions(query);
    const [rows, total] = await Promise.all([
      selectRows(db)
        .where(where)
        .orderBy(...orderFor(query))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      countRows(db, query),
    ]);
    return { rows: rows.map(shown), total };
  },

  async one(db, id) {
    const [row] = await selectRows(db).where(eq(blockRequests.id, id));
    return row ? shown(row) : undefined;
  },

  /** Batches after the last row's (sort key, id): each batch is an index walk, however far the export is. */
  async *stream(db, query) {
    const { where } = conditions(query);
    const sort = sortOf(query);
    // Rows after the last one sent, in the list's direction (a row comparison walks the sort's index).
    const after = ({ key, id }: { key: string; id: number }) => {
      const [row, bound] = [sql`(${sort.key}, ${blockRequests.id})`, sql`(${sort.bound(key)}, ${id})`];
      return query.order === "desc" ? sql`${row} < ${bound}` : sql`${row} > ${bound}`;
    };
    let last: { key: string; id: number } | undefined;
    for (;;) {
      const keyset = last ? after(last) : undefined;
      const batch = await selectRows(db, { sortKey: sql<string>`(${sort.key})::text` })
        .where(and(where, keyset))
        .orderBy(...orderFor(query))
        .limit(STREAM_BATCH);
      if (batch.length) yield batch.map(({ sortKey: _key, ...row }) => shown(row));
      if (batch.length < STREAM_BATCH) return;
      const end = batch[batch.length - 1];
      last = { key: String(end.sortKey), id: end.id };
    }
  },
};
