/**
 * What the member view's tabs share: a list is always of one member (their id fixed by the page), so a
 * query without the member is refused rather than paging every member's rows; a page is one index walk
 * over that member's rows; the CSV reads them in bounded batches (a member's own rows are few).
 */
import { MESSAGES } from "@/lib/messages";
import { asc, desc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { serviceDay } from "../../../../lib/time-zone";
import type { Db } from "../../db/client";
import type { ListSource, Row } from "../../engine/hooks";
import { HttpError } from "../../http/envelope";


/** The rows of a page (or of a CSV batch) and how many rows the query matches. */
export interface MemberTab {
  /** The query's filters that name the member; a list needs one of them. */
  memberFilters: string[];
  rows(db: Db, query: ListQuery, window: { limit: number; offset: number }): Promise<Row[]>;
  count(db: Db, query: ListQuery): Promise<number>;
  one(db: Db, id: number): Promise<Row | undefined>;
}

/** Rows of one member at a time: each CSV batch is a page of this size. */
const BATCH = 1000;

function requireMember(tab: MemberTab, query: ListQuery) {
  if (!tab.memberFilters.some((key) => query[key] !== undefined)) throw new HttpError(400, MESSAGES.chooseAMember);
}

async function* batches(tab: MemberTab, db: Db, query: ListQuery): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await tab.rows(db, query, { limit: BATCH, offset });
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
  }
}

/** The engine's list source for a tab. */
export function memberTabSource(tab: MemberTab): ListSource {
  return {
    async list(db, query) {
      requireMember(tab, query);
      const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const [rows, total] = await Promise.all([tab.rows(db, query, window), tab.count(db, query)]);
      return { rows, total };
    },
    one: (db, id) => tab.one(db, id),
    // Checked here, when the export asks, so a refusal is a 400 and not a download broken off.
    stream(db, query) {
      requireMember(tab, query);
      return batches(tab, db, query);
    },
  };
}

/**
 * The order of a tab: the sorted column (from the tab's own sortable columns, `id` the last word), then
 * the id in the same direction, so equal values keep one order from page to page.
 */
export function orderOf(query: ListQuery, columns: Record<string, AnyPgColumn | SQLWrapper>, id: AnyPgColumn): SQL[] {
  const direction = query.order === "desc" ? desc : asc;
  const column = columns[query.sort] ?? id;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

/** A number with its dial code, as it is dialled: "+91 9876543210". */
export const contact = (table: { dialCode: AnyPgColumn; phone: AnyPgColumn }) => sql<string>`concat_ws(' ', ${table.dialCode}, ${table.phone})`;

/** A moment as the day it fell on in the service's time zone, the way the tabs' date columns show it; null stays null. */
export const dayOf = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : serviceDay(value));

/** A moment in ISO 8601; null stays null. */
export const momentOf = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
