import { MESSAGES } from "@/lib/messages";
import { count, eq, getTableName } from "drizzle-orm";
import { getTableConfig, PgTable, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ResourceDef, ReferenceRule } from "../../../lib/engine/define";
import { requireResource } from "../../../lib/resources/index";
import type { Db } from "../db/client";
import * as ownTables from "../db/schema/members";
import { ownTableOf } from "./own-tables";
import { tablesOf, type AnyTable } from "./tables";

/**
 * Columns of the tables kept outside the engine (members, their addresses…) that point at a declared
 * resource's rows, read from their foreign keys: a religion members still hold is refused a delete
 * with how many hold it, like a reference between declarations.
 */
function foreignReferences(resource: ResourceDef): { table: PgTable; column: AnyPgColumn; rule: ReferenceRule }[] {
  if (resource.ownTables) return [];
  const target = getTableName(tablesOf(resource.key).main);
  return (Object.values(ownTables) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.map((key) => key.reference())
        .filter((reference) => getTableName(reference.foreignTable) === target && reference.columns.length === 1)
        .map((reference) => ({
          table,
          column: reference.columns[0],
          rule: { resource: getTableName(table), field: reference.columns[0].name, label: getTableName(table).replace(/_/g, " ") },
        })),
    );
}

/**
 * The rows holding a ref field of a declared resource, with their column: the engine's table, or for a
 * resource with tables of its own (App Users) its table in db/schema/members.ts, whose column keys are
 * the declaration's field keys.
 */
export function holdersOf(resource: ResourceDef, key: string): { table: AnyTable; column: AnyPgColumn; label: (n: number) => string } {
  if (!resource.ownTables) {
    const { main } = tablesOf(resource.key);
    return { table: main, column: main[key], label: () => resource.singular.toLowerCase() };
  }
  const table = ownTableOf(resource);
  const column = table[key] as AnyPgColumn | undefined;
  if (!column) throw new Error(`Resource "${resource.key}" names no column "${key}" of its table "${resource.table}"`);
  return { table, column, label: (n) => `${resource.singular.toLowerCase()}${n === 1 ? "" : "s"}` };
}

export interface ReferenceCount {
  rule: ReferenceRule;
  count: number;
}

/** How many rows of each referring resource point at this row. */
export async function referencesTo(db: Db, resource: ResourceDef, id: number): Promise<ReferenceCount[]> {
  const counts: ReferenceCount[] = [];
  for (const rule of resource.referencedBy ?? []) {
    const from = requireResource(rule.resource);
    const field = from.fields[rule.field];
    const tables = tablesOf(from.key);
    const [table, column] =
      field.kind === "refList"
        ? [tables.lists[rule.field], tables.lists[rule.field].itemId]
        : field.kind === "rows"
          ? [tables.rows[rule.field], tables.rows[rule.field][field.ref.key]]
          : [tables.main, tables.main[rule.field]];
    const [row] = await db.select({ n: count() }).from(table).where(eq(column, id));
    if (row.n > 0) counts.push({ rule, count: row.n });
  }
  for (const { table, column, rule } of foreignReferences(resource)) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(column, id));
    if (row.n > 0) counts.push({ rule, count: row.n });
  }
  return counts;
}

/** '"Hindu" cannot be deleted while 22 communities use it.' */
export function inUseMessage(name: string, doing: "deleted" | "made inactive", uses: ReferenceCount[]): string {
  const parts = uses.map(({ rule, count: n }) => `${n} ${rule.label}`);
  const who = parts.length > 2 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts.join(" and ");
  return MESSAGES.rowUsedBy(name, doing, who);
}
