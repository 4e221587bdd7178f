/**
 * Realistic reference data for an Indian matrimony service, from the declarations' `seed` rows.
 * Deterministic and idempotent: a row already there (by its unique key) is left as it is.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ResourceDef } from "../../../lib/engine/define";
import { requireResource, RESOURCES } from "../../../lib/resources/index";
import type { Db } from "../db/client";
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

/** Ids already looked up during one seeding: thousands of region rows name the same few parents. */
type IdCache = Map<string, number>;

/** The id of the row of `resourceKey` whose display value is `value` (and that matches `within`). */
async function idOf(db: Db, resourceKey: string, value: unknown, within: Row = {}, cache?: IdCache): Promise<number> {
  const cacheKey = JSON.stringify([resourceKey, value, within]);
  const known = cache?.get(cacheKey);
  if (known !== undefined) return known;
  const resource = requireResource(resourceKey);
  const { main } = tablesOf(resourceKey);
  const byName =
    resource.fields[resource.display].kind === "text" ? sql`lower(${main[resource.display]}) = lower(${value})` : eq(main[resource.display], value);
  const [row] = await db
    .select({ id: main.id })
    .from(main)
    .where(and(byName, ...Object.entries(within).map(([k, v]) => eq(main[k], v))));
  if (!row) throw new Error(`Seed of ${resourceKey}: no row "${String(value)}"`);
  cache?.set(cacheKey, row.id);
  return row.id;
}

async function resolve(db: Db, resource: ResourceDef, seed: Row, cache: IdCache): Promise<Row> {
  const row: Row = { ...seed };
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!(key in seed)) continue;
    if (field.kind === "ref") {
      const within = field.dependsOn ? { [field.dependsOn.filter]: row[field.dependsOn.field] } : {};
      row[key] = await idOf(db, field.resource, seed[key], within, cache);
    } else if (field.kind === "refList") {
      row[key] = await Promise.all((seed[key] as unknown[]).map((v) => idOf(db, field.resource, v)));
    } else if (field.kind === "rows") {
      row[key] = await Promise.all(
        (seed[key] as Row[]).map(async (r) => ({ ...r, [field.ref.key]: await idOf(db, field.ref.resource, r[field.ref.key]) })),
      );
    }
  }
  return row;
}

export async function seedReferenceData(db: Db) {
  const cache: IdCache = new Map();
  for (const resource of dependencyOrder()) {
    const tables = tablesOf(resource.key);
    const plainOf = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => !["refList", "rows"].includes(resource.fields[k]?.kind ?? "")));
    // Rows without children (most reference data, the region's hundreds of towns) go in a chunk at a time.
    if (!Object.keys(tables.lists).length && !Object.keys(tables.rows).length) {
      const rows: Row[] = [];
      for (const seed of resource.seed ?? []) rows.push(plainOf(await resolve(db, resource, seed, cache)));
      for (let i = 0; i < rows.length; i += 1000) await db.insert(tables.main).values(rows.slice(i, i + 1000)).onConflictDoNothing();
      continue;
    }
    for (const seed of resource.seed ?? []) {
      const row = await resolve(db, resource, seed, cache);
      const plain = plainOf(row);
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
