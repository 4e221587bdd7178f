/**
 * The tables of resources that keep tables of their own (`ownTables`: members, administrators, the
 * audit log), found in db/schema by the SQL name their declaration gives.
 */
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { ResourceDef } from "../../../lib/engine/define";
import * as schema from "../db/schema";
import type { AnyTable } from "./tables";

const byName = new Map<string, AnyTable>(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is AnyTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** The table in db/schema a resource with tables of its own reads; the api does not start without it. */
export function ownTableOf(resource: ResourceDef): AnyTable {
  const table = byName.get(resource.table);
  if (!table) throw new Error(`Resource "${resource.key}" names table "${resource.table}", which backend/src/db/schema does not hold.`);
  return table;
}
