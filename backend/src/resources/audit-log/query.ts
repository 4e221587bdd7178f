/**
 * The Audit Log list query in SQL terms, each condition written as an index of audit_log holds it
 * (backend/src/db/schema/admins.ts), so that a million entries are never scanned or sorted whole
 * (docs/audit-log.md, "Speed"): newest first by created_at, an administrator by (admin_id, created_at),
 * a page by (page, created_at), days by created_at, a search by the trigram index (and the entries of
 * the administrators it names by (admin_id, created_at)).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { ALL_BUT_SIGN_IN, SIGN_IN_PAGE } from "../../../../lib/resources/audit-log";
import type { Db } from "../../db/client";
import { adminUsers, auditLog } from "../../db/schema";
import { containing } from "../../db/like-pattern";
import { dayStart, nextDay } from "../../db/service-day";
import { personName } from "../../db/person-name";

/**
 * What the search looks inside: what was done, to which record (its key and its name as the row shows
 * them) and on which page, spelled exactly as the expression of audit_log_search_trgm_idx, or
 * PostgreSQL would not know the index serves it.
 */
export const searchedText = sql`(${auditLog.action} || ' ' || coalesce(${auditLog.target}, '') || ' ' || coalesce(${auditLog.recordName}, '') || ' ' || coalesce(${auditLog.page}, ''))`;

export interface AuditQuery {
  search?: string;
  /** The administrators whose name or address holds the search (searchingAdmins): their entries match it too. */
  searchAdminIds?: number[];
  adminId?: number;
  pageTitle?: string;
  from?: string;
  to?: string;
  order: "asc" | "desc";
}

export function auditQuery(query: ListQuery): AuditQuery {
  return {
    search: query.search || undefined,
    adminId: query.adminId as number | undefined,
    pageTitle: query.pageTitle as string | undefined,
    from: query.from,
    to: query.to,
    // Entries sort by their moment only (the list's one sortable column, or its id, which follows it).
    order: query.order,
  };
}

/**
 * The administrators the search names, as the Admin column shows them ("Asha Rao <asha@example.com>"),
 * deleted ones included: a few dozen rows, read before the entries so that their entries are one walk
 * down audit_log_admin_idx beside the trigram index's.
 */
export async function searchingAdmins(db: Db, query: AuditQuery): Promise<AuditQuery> {
  if (!query.search) return query;
  const shown = sql`${personName(adminUsers)} || ' <' || ${adminUsers.email} || '>'`;
  const admins = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`${shown} ilike ${containing(query.search)}`);
  return { ...query, searchAdminIds: admins.map((admin) => admin.id) };
}

function searchCondition(search: string, adminIds: number[] = []): SQL | undefined {
  const inText = sql`${searchedText} ilike ${containing(search)}`;
  return adminIds.length ? or(inText, inArray(auditLog.adminId, adminIds)) : inText;
}

function pageCondition(title: string): SQL {
  // Entries of no page (written before every entry named one) are changes, not sign-ins.
  return title === ALL_BUT_SIGN_IN ? sql`${auditLog.page} is distinct from ${SIGN_IN_PAGE}` : eq(auditLog.page, title);
}

/** Every condition of a query; `extra` adds the keyset bound of a CSV batch. */
export function whereOf(query: AuditQuery, extra: SQL[] = []): SQL | undefined {
  return and(
    ...(query.search ? [searchCondition(query.search, query.searchAdminIds)] : []),
    ...(query.adminId === undefined ? [] : [eq(auditLog.adminId, query.adminId)]),
    ...(query.pageTitle === undefined ? [] : [pageCondition(query.pageTitle)]),
    // Days of the service's time zone, `to` inclusive: from the start of `from` to the start of the day after `to`.
    ...(query.from ? [sql`${auditLog.createdAt} >= ${dayStart(query.from)}`] : []),
    ...(query.to ? [sql`${auditLog.createdAt} < ${dayStart(nextDay(query.to))}`] : []),
    ...extra,
  );
}

/** By the moment, then the id, so that entries of one moment keep one order from page to page. */
export const orderOf = (order: "asc" | "desc") => (order === "asc" ? [asc(auditLog.createdAt), asc(auditLog.id)] : [desc(auditLog.createdAt), desc(auditLog.id)]);

/**
 * Entries after the last one of a batch in the query's order (keyset paging): the moment travels as
 * text, exact to the microsecond, since a JavaScript Date keeps milliseconds and a batch would repeat
 * or lose entries of the same millisecond.
 */
export function afterEntry(order: "asc" | "desc", last: { at: string; id: number }): SQL {
  const keys = sql`(${auditLog.createdAt}, ${auditLog.id})`;
  const bound = sql`(${last.at}::timestamptz, ${last.id}::bigint)`;
  return order === "asc" ? sql`${keys} > ${bound}` : sql`${keys} < ${bound}`;
}
