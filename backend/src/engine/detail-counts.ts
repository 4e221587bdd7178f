/**
 * How many rows each tab of a page's detail view holds (lib/engine/detail.ts): a count over the tab's
 * table where its fixed column is the record's id, one subquery per tab, so the record's own read
 * answers them in the same statement (one round trip). The columns are the declared ones, checked when
 * the api starts, never words from a request.
 */
import { getTableName, is, sql, type SQL } from "drizzle-orm";
import { PgTable, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { PageDetail } from "../../../lib/engine/detail";
import { requireResource } from "../../../lib/resources/index";
import * as schema from "../db/schema";
import { qualified, tablesOf, type AnyTable } from "./tables";

const ownTables = new Map<string, AnyTable>(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is AnyTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** The table a resource's rows are in: its own (`ownTables`) or the one the engine made for it. */
function tableOf(resourceKey: string): AnyTable {
  const resource = requireResource(resourceKey);
  const table = resource.ownTables ? ownTables.get(resource.table) : tablesOf(resourceKey).main;
  if (!table) throw new Error(`Resource "${resourceKey}" names table "${resource.table}", which backend/src/db/schema does not hold.`);
  return table;
}

/** Each tab's count as a subquery beside the record, by tab key; `recordId` is the record's id column. */
export function detailCounts(detail: PageDetail, recordId: AnyPgColumn): Record<string, SQL<number>> {
  return Object.fromEntries(
    detail.tabs.map((tab) => {
      const table = tableOf(tab.resource);
      const column = table[tab.filter] as AnyPgColumn | undefined;
      if (!column) throw new Error(`Detail tab "${tab.key}" fixes "${tab.filter}", which table "${getTableName(table)}" has no column for.`);
      return [tab.key, sql<number>`(select count(*)::int from ${table} where ${qualified(column)} = ${qualified(recordId)})`];
    }),
  );
}
