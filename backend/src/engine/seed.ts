/**
 * Realistic reference data for an Indian matrimony service, from the declarations' `seed` rows.
 * Deterministic and idempotent: a row already there (by its unique key) is left as it is.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ResourceDef } from "../../../lib/engine/define";
import { requireResource, RESOURCES } from "../../../lib/resources/index";
import type { Db } from "../db/client";
import { COLUMN_KINDS } from "../../../lib/engine/fields";
import { apiKindOf, type SeedContext } from "./kinds/index";
import { tablesOf } from "./tables";

type Row = Record<string, unknown>;

/** Resources after the ones they refer to. */
function dependencyOrder(): ResourceDef[] {
  const done = new Set<string>();
  const order: ResourceDef[] = [];
  const visit = (resource: ResourceDef) => {
    if (done.has(resource.key)) return;
    done.add(resource.key);
    for (const field of Object.values(resource.fields)) {
      const target = field.kind === "ref" || field.kind === "refList" ? field.resource : field.kind === "rows" ? field.ref.resource : undefined;
      if (target) visit(requireResource(target));
    }
    order.push(resource);
  };
  RESOURCES.forEach(visit);
  return order;
}

/** The id of the row of `resourceKey` whose display value is `value` (and that matches `within`). */
async function idOf(db: Db, resourceKey: string, value: unknown, within: Row = {}): Promise<number> {
  const resource = requireResource(resourceKey);
  const { main } = tablesOf(resourceKey);
  const byName =
    resource.fields[resource.display].kind === "text" ? sql`lower(${main[resource.display]}) = lower(${value})` : eq(main[resource.display], value);
  const [row] = await db
    .select({ id: main.id })
    .from(main)
    .where(and(byName, ...Object.entries(within).map(([k, v]) => eq(main[k], v))));
  if (!row) throw new Error(`Seed of ${resourceKey}: no row "${String(value)}"`);
  return row.id;
}

/** A seed row as it is stored: each value through its kind (refs by name → ids, rich text cleaned). */
async function resolve(idOf: SeedContext["idOf"], resource: ResourceDef, seed: Row): Promise<Row> {
  const row: Row = { ...seed };
  const context = { idOf, row };
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!(key in seed)) continue;
    const kind = apiKindOf(field);
    if (kind.seed) row[key] = await kind.seed(field, seed[key], context);
  }
  return row;
}

export async function seedReferenceData(db: Db) {
  // Seed rows name the same few rows again and again (a coupon's packages): each is looked up once.
  const known = new Map<string, Promise<number>>();
  const lookup = (key: string, value: unknown, within: Row = {}) => {
    const id = JSON.stringify([key, value, within]);
    if (!known.has(id)) known.set(id, idOf(db, key, value, within));
    return known.get(id)!;
  };
  for (const resource of dependencyOrder()) {
    const tables = tablesOf(resource.key);
    for (const seed of resource.seed ?? []) {
      const row = await resolve(lookup, resource, seed);
      const plain = Object.fromEntries(Object.entries(row).filter(([k]) => !resource.fields[k] || COLUMN_KINDS.has(resource.fields[k].kind)));
      await db.transaction(async (tx) => {
        const [created] = await tx.insert(tables.main).values(plain).onConflictDoNothing().returning({ id: tables.main.id });
        if (!created) return;
        for (const [key, list] of Object.entries(tables.lists)) {
          const ids = (row[key] as number[] | undefined) ?? [];
          if (ids.length) await tx.insert(list).values(ids.map((itemId) => ({ parentId: created.id, itemId })));
        }
        for (const [key, child] of Object.entries(tables.rows)) {
          const rows = (row[key] as Row[] | undefined) ?? [];
          if (rows.length) await tx.insert(child).values(rows.map((r) => ({ ...r, parentId: created.id })));
        }
      });
    }
  }
}
