/**
 * How many rows each tab of a page's detail view holds (lib/engine/detail.ts): a count over the tab's
 * table where its fixed column is the record's id, one subquery per tab, so the record's own read
 * answers them in the same statement (one round trip). The columns are the declared ones, checked when
 * the api starts, never words from a request.
 */
import { getTableName, is, sql, type SQL } from "drizzle-orm";
import { PgColumn, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { PageDetail } from "../../../lib/engine/detail";
import { requireResource } from "../../../lib/resources/index";
import { ownTableOf } from "./own-tables";
import { qualified, tablesOf, type AnyTable } from "./tables";

/** The table a resource's rows are in: its own (`ownTables`) or the one the engine made for it. */
function tableOf(resourceKey: string): AnyTable {
  const resource = requireResource(resourceKey);
  return resource.ownTables ? ownTableOf(resource) : tablesOf(resourceKey).main;
}

/** Each tab's count as a subquery beside the record, by tab key; `recordId` is the record's id column. */
export function detailCounts(detail: PageDetail, recordId: AnyPgColumn): Record<string, SQL<number>> {
  return Object.fromEntries(
    detail.tabs.map((tab) => {
      const table = tableOf(tab.resource);
      const column: unknown = table[tab.filter];
      if (!is(column, PgColumn)) throw new Error(`Detail tab "${tab.key}" fixes "${tab.filter}", which table "${getTableName(table)}" has no column for.`);
      // Inside the subquery the record's table would name the inner rows, not the record: refused rather than miscounted.
      if (getTableName(table) === getTableName(recordId.table)) throw new Error(`Detail tab "${tab.key}" lists rows of the record's own table "${getTableName(table)}": its count needs an alias.`);
      return [tab.key, sql<number>`(select count(*)::int from ${table} where ${qualified(column)} = ${qualified(recordId)})`];
    }),
  );
}
