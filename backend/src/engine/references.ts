import { count, eq } from "drizzle-orm";
import type { ResourceDef, ReferenceRule } from "../../../lib/engine/define";
import { requireResource } from "../../../lib/resources/index";
import type { Db } from "../db/client";
import { tablesOf } from "./tables";

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
  return counts;
}

/** '"Hindu" cannot be deleted while 22 communities use it.' */
export function inUseMessage(name: string, doing: "deleted" | "made inactive", uses: ReferenceCount[]): string {
  const who = uses.map(({ rule, count: n }) => `${n} ${rule.label}`).join(" and ");
  return `"${name}" cannot be ${doing} while ${who} use it.`;
}
