/**
 * Where Customer Packages' rows come from (docs/packages.md, "Speed"): a page's ids are chosen on
 * member_packages with only its payment and package beside it, walking the index of the list's order
 * (or of the current packages' last days for Active, Override and Upcoming); only those ids are joined to
 * everything shown. The total is counted up to a cap, as the Audit Log does: counting every purchase
 * of a million members on every page would cost more than the page.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { PACKAGE_STATUS_LABELS } from "../../../../lib/resources/packages/customer-package";
import type { Db } from "../../db/client";
import { memberPackages, members, payments } from "../../db/schema";
import { dayStart, nextDay } from "../../db/service-day";
import type { ListSource } from "../../engine/hooks";
import { keysetBatches, type KeysetSort } from "../../engine/keyset-batches";
import { memberSearchCondition } from "../members/app-user-query";
import { readSearch } from "../members/member-search";
import { statusIs, type PackageStatus } from "./package-status";
import { pkg, selectPurchases, shownPurchase } from "./purchases";

/** Purchases counted at most: past it the list says "more than 10,000" and pages on while pages are full. */
export const COUNT_CAP = 10_000;
/** Purchases of one payment status counted at most: each is matched with its payment. */
export const PAYMENT_COUNT_CAP = 1_000;
/**
 * Purchases of one package status counted at most: each is checked against the member's other
 * packages (the Override rule), a cost that grows with every purchase counted. Overrides are a few
 * among many current packages: counting a thousand of them read ten thousand (docs/packages.md, "Speed").
 */
export const STATUS_COUNT_CAP = 100;
/** Purchases per batch of the CSV export. */
const EXPORT_BATCH = 1000;

/** Each sortable column, with how its value is carried from one export batch to the next. */
const SORTS: Record<string, KeysetSort> = {
  purchasedAt: { key: sql`${memberPackages.purchasedAt}`, bound: (value) => sql`${value}::timestamptz` },
  startDate: { key: sql`${memberPackages.startDate}`, bound: (value) => sql`${value}::date` },
  endDate: { key: sql`${memberPackages.endDate}`, bound: (value) => sql`${value}::date` },
  id: { key: sql`${memberPackages.id}`, bound: (value) => sql`${Number(value)}::integer` },
};

function sortOf(query: Pick<ListQuery, "sort">) {
  const sort = SORTS[query.sort];
  // The list's query schema admits only the declared sortable fields; one without SQL here is a bug.
  if (!sort) throw new Error(`Customer packages cannot be sorted by "${query.sort}"`);
  return sort;
}

const orderOf = (query: Pick<ListQuery, "sort" | "order">) => {
  const direction = query.order === "desc" ? desc : asc;
  return [direction(sortOf(query).key), direction(memberPackages.id)];
};

const isPackageStatus = (value: unknown): value is PackageStatus => PACKAGE_STATUS_LABELS.includes(value as PackageStatus);

/** The filters, the purchase days and the search (a member's name, email, phone or member id, found as App Users finds them). */
export function purchaseConditions(db: Db, query: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (typeof query.memberId === "number") parts.push(eq(memberPackages.memberId, query.memberId));
  if (typeof query.paymentStatus === "string") parts.push(eq(payments.status, query.paymentStatus));
  if (isPackageStatus(query.packageStatus)) parts.push(statusIs(query.packageStatus, memberPackages, payments, pkg.table));
  if (query.from) parts.push(sql`${memberPackages.purchasedAt} >= ${dayStart(query.from)}`);
  if (query.to) parts.push(sql`${memberPackages.purchasedAt} < ${dayStart(nextDay(query.to))}`);
  const search = query.search ? readSearch(query.search) : undefined;
  if (search) {
    // The matching members found first (by the names' trigram index), as an array each purchase is
    // looked up by: joined in, a common surname ("Sharma", 13,000 members) let the planner walk every
    // name or every purchase to fill a page (0.2 to 0.9 s at a million members; 7 to 64 ms so).
    const matching = db.select({ id: members.id }).from(members).where(memberSearchCondition(search));
    parts.push(sql`${memberPackages.memberId} = any(array(${matching}))`);
  }
  return and(...parts);
}

/** A query over member_packages with what the conditions read: its payment and its package (for the weightage). */
const overPurchases = <Q extends PgSelect>(query: Q): Q =>
  query.leftJoin(payments, eq(payments.id, memberPackages.paymentId)).innerJoin(pkg.table, eq(pkg.table.id, memberPackages.packageId)) as unknown as Q;

async function countUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const matching = overPurchases(db.select({ one: sql`1` }).from(memberPackages).$dynamic()).where(where).limit(cap + 1).as("matching");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return n;
}

/**
 * A page of purchases: its ids on their own first, since given them as a subquery the planner may join
 * every match to its member, package and payment before it limits (half a second for a common surname).
 */
export async function purchasePage(db: Db, query: ListQuery, where = purchaseConditions(db, query)) {
  const page = await overPurchases(db.select({ id: memberPackages.id }).from(memberPackages).$dynamic())
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (!page.length) return [];
  const rows = await selectPurchases(db).where(inArray(memberPackages.id, page.map((row) => row.id))).orderBy(...orderOf(query));
  return rows.map(shownPurchase);
}

export const customerPackageSource: ListSource = {
  async list(db, query) {
    const where = purchaseConditions(db, query);
    const cap = isPackageStatus(query.packageStatus) ? STATUS_COUNT_CAP : query.paymentStatus ? PAYMENT_COUNT_CAP : COUNT_CAP;
    const [rows, counted] = await Promise.all([purchasePage(db, query, where), countUpTo(db, where, cap)]);
    return { rows, total: Math.min(counted, cap), capped: counted > cap };
  },

  async one(db, id) {
    const [row] = await selectPurchases(db).where(eq(memberPackages.id, id));
    return row && shownPurchase(row);
  },

  /** Batches after the last row's (sort key, id), however far the export is (backend/src/engine/keyset-batches.ts). */
  stream(db, query) {
    const where = purchaseConditions(db, query);
    return keysetBatches({
      sort: sortOf(query),
      order: query.order,
      id: memberPackages.id,
      size: EXPORT_BATCH,
      read: (after, sortKey, size) =>
        selectPurchases(db, { sortKey })
          .where(and(where, after))
          .orderBy(...orderOf(query))
          .limit(size),
      shown: shownPurchase,
    });
  },
};
