/**
 * Realistic reference data for an Indian matrimony service, from the declarations' `seed` rows.
 * Deterministic and idempotent: a row already there (by its unique key) is left as it is.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Input } from "./hooks";
import type { ResourceDef } from "../../../lib/engine/define";
import { requireResource, RESOURCES } from "../../../lib/resources/index";
import type { Db } from "../db/client";
import { COLUMN_KINDS } from "../../../lib/engine/fields";
import { seededResources } from "../db/schema";
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
  // Members and their lists come from the app (and the member generator), not from declarations.
  return order.filter((resource) => !resource.ownTables);
}

/** The id of the row of `resourceKey` whose display value is `value` (and that matches `within`). */
async function idOf(db: Db, resourceKey: string, value: unknown, within: Input = {}): Promise<number> {
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

/**
 * Writes the declarations' seed rows. `onlyNew`, what every start does: only into a resource never seeded
 * before (seeded_resources) whose table is still empty, so an upgrade that adds a resource brings its
 * rows and nothing staff deleted comes back. `npm run db:seed` writes whatever is missing.
 */
export async function seedReferenceData(db: Db, { onlyNew = false }: { onlyNew?: boolean } = {}) {
  const done = new Set(onlyNew ? (await db.select({ key: seededResources.key }).from(seededResources)).map((r) => r.key) : []);
  // Seed rows name the same few rows again and again (a coupon's packages): each is looked up once.
  const known = new Map<string, Promise<number>>();
  const lookup = (key: string, value: unknown, within: Input = {}) => {
    const id = JSON.stringify([key, value, within]);
    if (!known.has(id)) known.set(id, idOf(db, key, value, within));
    return known.get(id)!;
  };
  for (const resource of dependencyOrder()) {
    if (done.has(resource.key)) continue;
    const { main } = tablesOf(resource.key);
    const [existing] = onlyNew ? await db.select({ id: main.id }).from(main).limit(1) : [];
    if (!existing) {
      const rows: Row[] = [];
      for (const seed of resource.seed ?? []) rows.push(await resolve(lookup, resource, seed));
      await insertSeed(db, resource, rows);
    }
    await db.insert(seededResources).values({ key: resource.key }).onConflictDoNothing();
  }
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest declaration. */
const CHUNK = 1000;

/**
 * A resource's seed rows in one transaction, a statement per chunk (a row per statement made a few
 * hundred coupons take half a minute on PGlite). Rows already there are skipped; the new ones are
 * matched back to their seed rows by their unique key to add their lists and child rows.
 */
async function insertSeed(db: Db, resource: ResourceDef, rows: Row[]) {
  if (!rows.length) return;
  const tables = tablesOf(resource.key);
  const [rule] = resource.unique ?? [];
  const keyFields = rule ? [...(rule.scope ?? []), ...rule.fields] : [resource.display];
  const keyOf = (row: Row) =>
    JSON.stringify(
      keyFields.map((k) => {
        const value = row[k];
        return typeof value === "string" ? value.toLowerCase() : value;
      }),
    );
  const plain = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => !resource.fields[k] || COLUMN_KINDS.has(resource.fields[k].kind)));
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += CHUNK) {
      const chunk = rows.slice(at, at + CHUNK);
      const returned = Object.fromEntries([["id", tables.main.id], ...keyFields.map((k) => [k, tables.main[k]])]);
      const created = (await tx.insert(tables.main).values(chunk.map(plain)).onConflictDoNothing().returning(returned)) as Row[];
      const seedOf = new Map(chunk.map((row) => [keyOf(row), row]));
      for (const [key, list] of Object.entries(tables.lists)) {
        const values = created.flatMap((c) => ((seedOf.get(keyOf(c))?.[key] as number[] | undefined) ?? []).map((itemId) => ({ parentId: c.id, itemId })));
        if (values.length) await tx.insert(list).values(values);
      }
      for (const [key, child] of Object.entries(tables.rows)) {
        const values = created.flatMap((c) => ((seedOf.get(keyOf(c))?.[key] as Row[] | undefined) ?? []).map((r) => ({ ...r, parentId: c.id })));
        if (values.length) await tx.insert(child).values(values);
      }
    }
  });
}
