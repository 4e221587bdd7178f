/**
 * The rows of Block Users: block_requests with the member who asked, the member asked about and the
 * admin who decided. Block requests are a few thousand whatever the number of members, so every query
 * here starts from block_requests and reaches a member by primary key: its cost follows the requests,
 * never the million members (docs/members.md, "Block requests").
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { QueryBuilder, type PgSelect } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { adminUsers, blockRequests, members, REQUEST_STATUSES } from "../../db/schema";
import { containing } from "../../db/like-pattern";
import { serviceDayOf } from "../../db/service-day";
import type { ListSource, Row } from "../../engine/hooks";
import { keysetBatches, type KeysetSort } from "../../engine/keyset-batches";
import { personName, personNameOrNull } from "../../db/person-name";

type StoredStatus = (typeof REQUEST_STATUSES)[number];

/** The declared labels (lib/resources/members/block-request.ts) of the stored lowercase statuses. */
export const STATUS_LABELS: Record<StoredStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };
const STORED_STATUS = Object.fromEntries(Object.entries(STATUS_LABELS).map(([stored, label]) => [label, stored])) as Record<string, StoredStatus>;

/**
 * One member of a request, looked up by primary key for each request row (a LATERAL subquery). The
 * LIMIT (an id names one member) keeps PostgreSQL from flattening it into a plain join, which it
 * answers with a hash join over a scan of every member once the requests are a few thousand: the
 * cost of a million members for a page of ten, where these lookups cost one per request.
 */
const qb = new QueryBuilder();
const lookUp = (name: "reporter" | "reported", id: typeof blockRequests.reporterId) =>
  qb
    .select({ firstName: members.firstName, lastName: members.lastName, memberCode: members.memberCode })
    .from(members)
    .where(eq(members.id, id))
    .limit(1)
    .as(name);
const reporter = lookUp("reporter", blockRequests.reporterId);
const reported = lookUp("reported", blockRequests.reportedId);
type Person = typeof reporter | typeof reported;

/** Joins a member in; the selection is explicit, so the query's row type stays as it was. */
const withPerson = <Q extends PgSelect>(query: Q, person: Person): Q => query.innerJoinLateral(person, sql`true`) as unknown as Q;

const columns = {
  id: blockRequests.id,
  reporterId: blockRequests.reporterId,
  reporter: personName(reporter),
  reporterCode: reporter.memberCode,
  reportedId: blockRequests.reportedId,
  reported: personName(reported),
  reportedCode: reported.memberCode,
  reason: blockRequests.reason,
  // The day the list and the CSV show (in the service's time zone), and the moment itself.
  createdAt: serviceDayOf(blockRequests.createdAt),
  createdAtTime: blockRequests.createdAt,
  requestStatus: blockRequests.status,
  decidedAt: blockRequests.decidedAt,
  decidedOn: serviceDayOf<string | null>(blockRequests.decidedAt),
  decidedById: blockRequests.decidedBy,
  decidedBy: personNameOrNull(adminUsers),
};

/**
 * How each sortable field orders the rows, which member it needs, and how a keyset bound is written
 * back in the key's own type (the stream reads the key as text, so a timestamp keeps its microseconds).
 */
const SORTS: Record<string, KeysetSort & { person?: Person }> = {
  id: { key: sql`${blockRequests.id}`, bound: (value) => sql`${Number(value)}::integer` },
  createdAt: { key: sql`${blockRequests.createdAt}`, bound: (value) => sql`${value}::timestamptz` },
  reporter: { key: sql`lower(${personName(reporter)})`, person: reporter, bound: (value) => sql`${value}::text` },
  reported: { key: sql`lower(${personName(reported)})`, person: reported, bound: (value) => sql`${value}::text` },
  requestStatus: { key: sql`${blockRequests.status}`, bound: (value) => sql`${value}::text` },
};

function sortOf(query: Pick<ListQuery, "sort">) {
  const sort = SORTS[query.sort];
  // The list's query schema admits only the declared sortable fields; one without SQL here is a bug.
  if (!sort) throw new Error(`Block requests cannot be sorted by "${query.sort}"`);
  return sort;
}

const orderFor = (query: Pick<ListQuery, "sort" | "order">) => {
  const direction = query.order === "desc" ? desc : asc;
  return [direction(sortOf(query).key), direction(blockRequests.id)];
};

/** The row as the api answers it: the status by its label, and whether it still waits for a decision. */
const shown = ({ requestStatus, ...row }: Row): Row => ({
  ...row,
  requestStatus: STATUS_LABELS[requestStatus as StoredStatus] ?? requestStatus,
  isPending: requestStatus === "pending",
});

/** Every column of the rows, both members and the deciding admin joined. */
function selectRows<Extra extends Record<string, SQL>>(db: Db, extra = {} as Extra) {
  const query = db
    .select({ ...columns, ...extra })
    .from(blockRequests)
    .$dynamic();
  return withPerson(withPerson(query, reporter), reported).leftJoin(adminUsers, eq(adminUsers.id, blockRequests.decidedBy));
}

/** The status filter (a declared label) and the search: either member's name or member id, or the reason. */
function conditions(query: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const label = query.requestStatus;
  if (typeof label === "string") parts.push(eq(blockRequests.status, STORED_STATUS[label]));
  if (query.search) {
    const pattern = containing(query.search);
    parts.push(
      or(
        ilike(personName(reporter), pattern),
        ilike(personName(reported), pattern),
        ilike(reporter.memberCode, pattern),
        ilike(reported.memberCode, pattern),
        ilike(blockRequests.reason, pattern),
      ),
    );
  }
  return and(...parts);
}

/** A query over block_requests with only the members its search and sort read (none for the pending list). */
function overRequests<Q extends PgSelect>(query: Q, { search, sort }: Pick<ListQuery, "search" | "sort">) {
  const people = search ? [reporter, reported] : [sortOf({ sort }).person].filter((person) => person !== undefined);
  return people.reduce<Q>((joined, person) => withPerson(joined, person), query);
}

const STREAM_BATCH = 1000;

export const blockRequestSource: ListSource = {
  /**
   * One statement: the page's ids and how many match (a window count over the same pass), chosen on
   * block_requests with only the members the search or sort reads (the pending list walks
   * block_requests_status_created_idx), then joined to everything shown for those ids alone. A page
   * past the end has no row to carry the count: it is counted on its own.
   */
  async list(db, query) {
    const where = conditions(query);
    const page = overRequests(db.select({ id: blockRequests.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") }).from(blockRequests).$dynamic(), query)
      .where(where)
      .orderBy(...orderFor(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .as("page");
    const rows = await selectRows(db, { total: sql<number>`${page.total}`.mapWith(Number) })
      .innerJoin(page, eq(page.id, blockRequests.id))
      .orderBy(...orderFor(query));
    if (rows.length) return { rows: rows.map(({ total: _total, ...row }) => shown(row)), total: rows[0].total };
    const [{ total }] = await overRequests(db.select({ total: count() }).from(blockRequests).$dynamic(), { search: query.search, sort: "id" }).where(where);
    return { rows: [], total };
  },

  async one(db, id) {
    const [row] = await selectRows(db).where(eq(blockRequests.id, id));
    return row ? shown(row) : undefined;
  },

  /** Batches after the last row's (sort key, id), however far the export is (backend/src/engine/keyset-batches.ts). */
  stream(db, query) {
    const where = conditions(query);
    return keysetBatches({
      sort: sortOf(query),
      order: query.order,
      id: blockRequests.id,
      size: STREAM_BATCH,
      read: (after, sortKey, size) =>
        selectRows(db, { sortKey })
          .where(and(where, after))
          .orderBy(...orderFor(query))
          .limit(size),
      shown,
    });
  },
};
