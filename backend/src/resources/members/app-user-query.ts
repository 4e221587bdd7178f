/**
 * The App Users list query in SQL terms: its conditions (search, filters, range of days) and its
 * orders, each written as the members indexes hold it (backend/src/db/schema/members.ts), so that
 * PostgreSQL walks an index instead of sorting or scanning a million rows (docs/members.md, "App Users").
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { DOCUMENT_STATUS_LABELS } from "../../../../lib/resources/members/app-user";
import { DOCUMENT_STATUSES, memberNames, members } from "../../db/schema";
import { containing, escapeLike } from "../../db/like-pattern";
import { dayStart, nextDay } from "../../db/service-day";
import { readSearch, type MemberSearch } from "./member-search";
import { withoutSignals, withSignals } from "./signals";

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** "Not Uploaded" ↔ none, "Verify Doc" ↔ pending, "Verified" ↔ verified: the declaration's labels in the stored order. */
export const documentStatusLabel = (status: string) => DOCUMENT_STATUS_LABELS[DOCUMENT_STATUSES.indexOf(status as DocumentStatus)] ?? status;
const documentStatusOf = (label: string) => DOCUMENT_STATUSES[DOCUMENT_STATUS_LABELS.indexOf(label as (typeof DOCUMENT_STATUS_LABELS)[number])];

/** The filters the member tallies keep counts for. */
export interface TallyFilters {
  gender?: string;
  religionId?: number;
  communityId?: number;
  maritalStatusId?: number;
  documentStatus?: DocumentStatus;
  photoPending?: boolean;
  isBlocked?: boolean;
}

export type SortKey = "registeredAt" | "name" | "email" | "gender" | "id";

/** A checked list query (lib/engine/list-query.ts) as the members tables see it. */
export interface MemberQuery {
  search?: MemberSearch;
  filters: TallyFilters;
  /** Registered from the start of `from` to the end of `to` (YYYY-MM-DD, days of the service's zone). */
  from?: string;
  to?: string;
  /** The engine's Active/Inactive filter: the member's own switch. The tallies do not count by it. */
  active?: boolean;
  /** "Has signals" (docs/signals.md): neither do the tallies count by it. */
  signals?: boolean;
  sort: SortKey;
  order: "asc" | "desc";
}

export function memberQuery(query: ListQuery): MemberQuery {
  const filters: TallyFilters = {
    gender: query.gender as string | undefined,
    religionId: query.religionId as number | undefined,
    communityId: query.communityId as number | undefined,
    maritalStatusId: query.maritalStatusId as number | undefined,
    documentStatus: query.documentStatus === undefined ? undefined : documentStatusOf(query.documentStatus as string),
    photoPending: query.photoPending as boolean | undefined,
    isBlocked: query.isBlocked as boolean | undefined,
  };
  return {
    search: query.search ? readSearch(query.search) : undefined,
    filters,
    from: query.from,
    to: query.to,
    active: query.status === undefined ? undefined : query.status === "active",
    signals: query.hasSignals as boolean | undefined,
    sort: query.sort as SortKey,
    order: query.order,
  };
}

/** Names holding the text anywhere inside, through member_names' trigram index. */
export const namesHolding = (text: string) => sql`${memberNames.name} ilike ${containing(text)}`;

/** The members a search finds, as a condition on the members table (each kind by its own index). */
export function memberSearchCondition(search: MemberSearch): SQL {
  switch (search.kind) {
    case "code":
      return eq(members.memberCode, search.code);
    case "phone":
      // members_phone_prefix_idx (text_pattern_ops): a LIKE with a fixed start walks the index.
      return sql`${members.phone} like ${`${escapeLike(search.digits)}%`}`;
    case "email":
      // members_email_prefix_idx on lower(email) text_pattern_ops.
      return sql`lower(${members.email}) like ${`${escapeLike(search.prefix)}%`}`;
    case "name":
      // Matched in the narrow member_names (its trigram index, its rows rechecked there), then joined.
      return inArray(members.id, sql`(select ${memberNames.memberId} from ${memberNames} where ${namesHolding(search.text)})`);
  }
}

/** The conditions of the tallied filters on the members table itself. */
export function filterConditions(filters: TallyFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.gender !== undefined) parts.push(eq(members.gender, filters.gender));
  if (filters.religionId !== undefined) parts.push(eq(members.religionId, filters.religionId));
  if (filters.communityId !== undefined) parts.push(eq(members.communityId, filters.communityId));
  if (filters.maritalStatusId !== undefined) parts.push(eq(members.maritalStatusId, filters.maritalStatusId));
  if (filters.documentStatus !== undefined) parts.push(eq(members.documentStatus, filters.documentStatus));
  // members_photo_pending_idx holds the members whose photo waits.
  // A literal, not a parameter: the planner then proves the partial index's own condition.
  if (filters.photoPending !== undefined) parts.push(filters.photoPending ? sql`${members.photoStatus} = 'pending'` : sql`${members.photoStatus} <> 'pending'`);
  if (filters.isBlocked !== undefined) parts.push(filters.isBlocked ? sql`${members.isBlocked}` : sql`not ${members.isBlocked}`);
  return parts;
}

/** Registered on or after the start of one day and before the start of another (either may be open). */
export function registeredBetween(startDay: string | undefined, endDay: string | undefined): SQL[] {
  const parts: SQL[] = [];
  if (startDay) parts.push(sql`${members.registeredAt} >= ${dayStart(startDay)}`);
  if (endDay) parts.push(sql`${members.registeredAt} < ${dayStart(endDay)}`);
  return parts;
}

/** Every condition of a query on the members table. */
export function whereOf(query: MemberQuery, extra: SQL[] = []): SQL | undefined {
  return and(
    ...(query.search ? [memberSearchCondition(query.search)] : []),
    ...filterConditions(query.filters),
    ...registeredBetween(query.from, query.to && nextDay(query.to)),
    ...(query.active === undefined ? [] : [eq(members.isActive, query.active)]),
    ...(query.signals === undefined ? [] : [query.signals ? withSignals() : withoutSignals()]),
    ...extra,
  );
}

/**
 * Each order as an index holds it, the id last so that rows never swap between pages:
 * registered (members_registered_idx), name (members_name_sort_idx), email (members_email_sort_idx),
 * gender then registration (members_gender_registered_idx).
 */
export function sortKeys(sort: SortKey): (AnyPgColumn | SQL)[] {
  switch (sort) {
    case "registeredAt":
      return [members.registeredAt, members.id];
    case "name":
      return [sql`lower(${members.firstName})`, sql`lower(${members.lastName})`, members.id];
    case "email":
      return [sql`lower(${members.email})`, members.id];
    case "gender":
      return [members.gender, members.registeredAt, members.id];
    case "id":
      return [members.id];
  }
}

export const orderBy = (sort: SortKey, order: "asc" | "desc") => sortKeys(sort).map((key) => (order === "asc" ? asc(key) : desc(key)));

/**
 * The sort keys as values to carry from one batch to the next (keyset paging): a timestamp travels as
 * its text, exact to the microsecond (a JavaScript Date keeps milliseconds, and a batch would repeat or
 * lose rows registered in the same millisecond).
 */
export function keyValues(sort: SortKey): Record<string, SQL> {
  return Object.fromEntries(
    sortKeys(sort).map((key, i) => [`k${i}`, key === members.registeredAt ? sql<string>`${members.registeredAt}::text` : sql`${key}`]),
  );
}

/** Rows after (or before, in a descending order) the given keys, by the index's row comparison. */
export function afterKeys(sort: SortKey, order: "asc" | "desc", values: unknown[]): SQL {
  const keys = sortKeys(sort);
  const left = sql.join(keys.map((key) => sql`${key}`), sql`, `);
  const right = sql.join(
    keys.map((key, i) => (key === members.registeredAt ? sql`${values[i]}::timestamptz` : sql`${values[i]}`)),
    sql`, `,
  );
  return order === "asc" ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}
