/**
 * The SQL of every declared resource, made from its declaration: list (search, filters, sort, page),
 * one row, options for selects, create and update with their children, the active switch, delete.
 * Parameterised through Drizzle; never a string-built query.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ResourceDef } from "../../../lib/engine/define";
import { COLUMN_KINDS, isShown, type ImageField, type RefField, type RowsField } from "../../../lib/engine/fields";
import { requireResource, RESOURCES } from "../../../lib/resources/index";
import type { ListQuery } from "../../../lib/engine/list-query";
import { MESSAGES } from "../../../lib/messages";
import type { Db } from "../db/client";
import { databaseErrorCode, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from "../db/errors";
import { containing } from "../db/like-pattern";
import { media } from "../db/schema/media";
import { HttpError } from "../http/envelope";
import { holdersOf, inUseMessage, referencesTo } from "./references";
import type { Guard, Input, ResourceHooks, Row } from "./hooks";
import { tablesOf, type AnyTable } from "./tables";
import { apiKindOf } from "./kinds/index";
import type { SecretBoxKeys } from "../config/two-factor-key";
import { inTransaction } from "../db/transaction";

export type { Row } from "./hooks";

/** A search's own % and _ match themselves, not any text (ILIKE's default escape is the backslash). */

const fieldsOf = (resource: ResourceDef, kind: string) => Object.entries(resource.fields).filter(([, f]) => f.kind === kind);

/** The column naming a row of a resource (its display field), and whether it is text. */
function displayOf(resource: ResourceDef, table: AnyTable): { column: AnyPgColumn; text: boolean } {
  return { column: table[resource.display], text: resource.fields[resource.display]?.kind === "text" };
}

const ordered = (column: AnyPgColumn | SQL, isText: boolean): SQL | AnyPgColumn => (isText ? sql`lower(${column})` : column);

function conditions(resource: ResourceDef, table: AnyTable, query: Partial<ListQuery>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.search && resource.search.length) {
    const pattern = containing(query.search);
    parts.push(or(...resource.search.map((key) => ilike(table[key], pattern))));
  }
  if (query.status) parts.push(eq(table.isActive, query.status === "active"));
  if (resource.range && query.from) parts.push(sql`${table[resource.range.field]} >= ${query.from}`);
  if (resource.range && query.to) parts.push(sql`${table[resource.range.field]} <= ${query.to}`);
  for (const { field } of resource.filters ?? []) {
    const value = (query as Record<string, unknown>)[field];
    if (value !== undefined) parts.push(eq(table[field], value));
  }
  return and(...parts);
}

/** A ref's row joined in: its table (aliased), the join condition, its display value as sorted. */
interface RefJoin {
  table: AnyTable;
  on: SQL;
  sort: SQL | AnyPgColumn;
  /** Every row has one (NOT NULL): an inner join keeps the same rows. */
  required: boolean;
}

/** Main-table columns with each ref's display value joined in as `<field>Name`, and the hook's computed values. */
function selection(resource: ResourceDef, hooks: ResourceHooks) {
  const { main } = tablesOf(resource.key);
  const columns: Record<string, AnyPgColumn | SQL> = { id: main.id, isActive: main.isActive };
  const refs: Record<string, RefJoin> = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!COLUMN_KINDS.has(field.kind)) continue;
    const select = apiKindOf(field).select;
    columns[key] = select ? select(main[key]) : main[key];
    if (field.kind === "ref") {
      const target = requireResource((field as RefField).resource);
      const joined = alias(tablesOf(target.key).main, `${key}_ref`);
      const display = displayOf(target, joined);
      columns[`${key}Name`] = display.column;
      refs[key] = { table: joined, on: eq(joined.id, main[key]), sort: ordered(display.column, display.text), required: Boolean(field.required) };
    }
  }
  const computed = hooks.listColumns?.(main) ?? {};
  Object.assign(columns, computed);
  return { main, columns, refs, computed };
}

function baseSelect(db: Db, resource: ResourceDef, hooks: ResourceHooks) {
  const { main, columns, refs, computed } = selection(resource, hooks);
  let query = db.select(columns).from(main).$dynamic();
  for (const ref of Object.values(refs)) query = query.leftJoin(ref.table, ref.on);
  return { query, main, refs, computed };
}

/** refList and rows children of the given rows, attached to them. */
async function attachChildren(db: Db, resource: ResourceDef, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  const tables = tablesOf(resource.key);
  for (const [key, field] of fieldsOf(resource, "refList")) {
    const target = requireResource((field as { resource: string }).resource);
    const targetTable = tablesOf(target.key).main;
    const list = tables.lists[key];
    const items = await db
      .select({ parentId: list.parentId, id: targetTable.id, name: targetTable[target.display] })
      .from(list)
      .innerJoin(targetTable, eq(targetTable.id, list.itemId))
      .where(inArray(list.parentId, ids))
      .orderBy(ordered(targetTable[target.display], true));
    for (const row of rows) row[key] = items.filter((i) => i.parentId === row.id).map(({ id, name }) => ({ id, name }));
  }
  for (const [key, field] of fieldsOf(resource, "rows") as [string, RowsField][]) {
    const target = requireResource(field.ref.resource);
    const targetTable = tablesOf(target.key).main;
    const child = tables.rows[key];
    const items = await db
      .select({ parentId: child.parentId, ref: child[field.ref.key], value: child[field.value.key], name: targetTable[target.display] })
      .from(child)
      .innerJoin(targetTable, eq(targetTable.id, child[field.ref.key]))
      .where(inArray(child.parentId, ids))
      .orderBy(targetTable[target.display]);
    for (const row of rows) {
      row[key] = items
        .filter((i) => i.parentId === row.id)
        .map((i) => ({ [field.ref.key]: i.ref, [field.value.key]: i.value, [`${field.ref.key}Name`]: i.name }));
    }
  }
  return rows;
}

/**
 * The order of a list: the sorted field, then the id. A ref sorts by its row's display value, then by
 * that row's id (so rows of two refs with the same name stay apart), then by the id: in that order the
 * database walks the ref's small table by its name index and each ref's rows by their (ref, id) index,
 * instead of sorting every row of the list.
 */
function orderFor(resource: ResourceDef, main: AnyTable, ref: RefJoin | undefined, computed: SQL | undefined, query: Pick<ListQuery, "sort" | "order">) {
  const direction = query.order === "desc" ? desc : asc;
  if (ref) return [direction(ref.sort), direction(ref.table.id), direction(main.id)];
  if (computed) return [direction(computed), direction(main.id)];
  return [direction(ordered(main[query.sort], resource.fields[query.sort]?.kind === "text")), direction(main.id)];
}

export async function listRows(db: Db, resource: ResourceDef, query: ListQuery, hooks: ResourceHooks = {}): Promise<{ rows: Row[]; total: number }> {
  const { query: select, main, refs, computed } = baseSelect(db, resource, hooks);
  const where = conditions(resource, main, query);
  const ref = refs[query.sort];
  const order = orderFor(resource, main, ref, computed[query.sort], query);
  // The page is chosen on the main table alone (joined to the one ref it is sorted by), and only its
  // rows are joined to the others: a page far down the list skips rows without a join for each.
  let page = db.select({ id: main.id }).from(main).$dynamic();
  if (ref) page = ref.required ? page.innerJoin(ref.table, ref.on) : page.leftJoin(ref.table, ref.on);
  const pageIds = page
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, [{ total }]] = await Promise.all([
    select.where(inArray(main.id, pageIds)).orderBy(...order),
    db.select({ total: count() }).from(main).where(where),
  ]);
  return { rows: await attachChildren(db, resource, rows as Row[]), total };
}

/** Every matching row, a batch at a time, in the list's order: for the CSV export. */
export async function* allRows(db: Db, resource: ResourceDef, query: ListQuery, hooks: ResourceHooks = {}, batch = 2000): AsyncGenerator<Row[]> {
  for (let page = 1; ; page++) {
    const { rows } = await listRows(db, resource, { ...query, page, pageSize: batch }, hooks);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function getRow(db: Db, resource: ResourceDef, id: number, hooks: ResourceHooks = {}): Promise<Row> {
  const { query, main } = baseSelect(db, resource, hooks);
  const [row] = await query.where(eq(main.id, id));
  if (!row) throw new HttpError(404, MESSAGES.rowNotFound(resource.singular));
  return (await attachChildren(db, resource, [row as Row]))[0];
}

/** Active rows for a select, optionally narrowed by a dependsOn filter. */
export async function optionRows(db: Db, resource: ResourceDef, filter: Record<string, number>): Promise<{ id: number; name: unknown }[]> {
  const { main } = tablesOf(resource.key);
  const display = displayOf(resource, main);
  const parts = [eq(main.isActive, true), ...Object.entries(filter).map(([key, value]) => eq(main[key], value))];
  return db
    .select({ id: main.id, name: display.column })
    .from(main)
    .where(and(...parts))
    .orderBy(ordered(display.column, display.text), main.id)
    .limit(2000);
}

/**
 * An image names an upload by id: one that is not there is the sender's mistake (400), not a
 * foreign-key error. Only a picture uploaded for this resource: never another's (an administrator's
 * own picture, a member's photo). A picture an edit leaves as it was (`stored`) is not asked about again.
 */
export async function checkPictures(db: Db, resource: ResourceDef, input: Input, stored?: Row) {
  for (const [key, field] of fieldsOf(resource, "image") as [string, ImageField][]) {
    if (input[key] === undefined || input[key] === null || input[key] === stored?.[key]) continue;
    const [found] = await db.select({ id: media.id }).from(media).where(and(eq(media.id, input[key] as string), eq(media.owner, resource.key)));
    const message = MESSAGES.uploadPicture(field.label);
    if (!found) throw new HttpError(400, message, { [key]: message });
  }
}

/** Refs must point at rows that exist, and a dependent ref must agree with its parent (community in religion). */
async function checkReferences(db: Db, resource: ResourceDef, input: Input) {
  for (const [key, field] of fieldsOf(resource, "ref") as [string, RefField][]) {
    if (input[key] === undefined) continue;
    const target = tablesOf(field.resource).main;
    const [row] = await db.select().from(target).where(eq(target.id, input[key] as number));
    const message = MESSAGES.chooseOne(field.label);
    if (!row) throw new HttpError(400, message, { [key]: message });
    if (field.dependsOn && row[field.dependsOn.filter] !== input[field.dependsOn.field]) {
      const mismatch = MESSAGES.refOfParent(field.label, resource.fields[field.dependsOn.field].label);
      throw new HttpError(400, mismatch, { [key]: mismatch });
    }
  }
  await checkPictures(db, resource, input);
  for (const [key, field] of [...fieldsOf(resource, "refList"), ...fieldsOf(resource, "rows")]) {
    const targetKey = field.kind === "rows" ? field.ref.resource : (field as { resource: string }).resource;
    const ids = field.kind === "rows" ? ((input[key] as Row[]) ?? []).map((r) => r[field.ref.key] as number) : ((input[key] as number[]) ?? []);
    if (!ids.length) continue;
    const target = tablesOf(targetKey).main;
    const [{ found }] = await db.select({ found: count() }).from(target).where(inArray(target.id, ids));
    if (found !== new Set(ids).size) {
      const message = MESSAGES.chooseFromList(field.label);
      throw new HttpError(400, message, { [key]: message });
    }
  }
}

/** "<value> already exists!" for the first unique rule the input would break. */
async function checkUnique(db: Db, resource: ResourceDef, input: Input, id?: number) {
  const { main } = tablesOf(resource.key);
  for (const rule of resource.unique ?? []) {
    const parts = [...(rule.scope ?? []), ...rule.fields].map((key) =>
      resource.fields[key].kind === "text" ? sql`lower(${main[key]}) = lower(${input[key]})` : eq(main[key], input[key]),
    );
    if (id !== undefined) parts.push(ne(main.id, id));
    const [clash] = await db.select({ id: main.id }).from(main).where(and(...parts)).limit(1);
    if (clash) {
      const value = String(input[rule.fields[0]]);
      throw new HttpError(409, MESSAGES.alreadyExists(value), { [rule.fields[0]]: MESSAGES.alreadyExists(value) });
    }
  }
}

/**
 * The main table's values of an input, each through its kind (rich text cleaned, secrets merged with
 * what is stored). A field the input's other values do not ask for (`shownWhen`) is stored empty.
 */
function mainValues(resource: ResourceDef, input: Input, stored: Row | undefined, keys: SecretBoxKeys | undefined): Input {
  const values: Input = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.readOnly || !COLUMN_KINDS.has(field.kind)) continue;
    if (field.shownWhen && field.shownWhen.field in input && !isShown(field, input)) {
      values[key] = null;
      continue;
    }
    const kind = apiKindOf(field);
    const follows = kind.follows?.(field);
    if (!(key in input) && !(follows && follows in input)) continue;
    const store = kind.store;
    values[key] = store ? store(field, input[key], stored?.[key], { keys, scope: `${resource.table}.${key}`, values: input }) : (input[key] ?? null);
  }
  return values;
}

async function writeChildren(tx: Db, resource: ResourceDef, parentId: number, input: Input) {
  const tables = tablesOf(resource.key);
  for (const [key] of fieldsOf(resource, "refList")) {
    if (!(key in input)) continue;
    const list = tables.lists[key];
    await tx.delete(list).where(eq(list.parentId, parentId));
    const ids = input[key] as number[];
    if (ids.length) await tx.insert(list).values(ids.map((itemId) => ({ parentId, itemId })));
  }
  for (const [key, field] of fieldsOf(resource, "rows") as [string, RowsField][]) {
    if (!(key in input)) continue;
    const child = tables.rows[key];
    await tx.delete(child).where(eq(child.parentId, parentId));
    const rows = input[key] as Row[];
    if (rows.length) {
      await tx.insert(child).values(rows.map((r) => ({ parentId, [field.ref.key]: r[field.ref.key], [field.value.key]: r[field.value.key] })));
    }
  }
}

/** A unique index caught what the check before it did not see (two saves at once). */
function translateConflict(resource: ResourceDef, input: Input, error: unknown): never {
  if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, MESSAGES.alreadyExists(String(input[resource.display])));
  throw error;
}

/** `keys`: the data-encryption key, for a resource with a secret field (docs/encryption-at-rest.md). */
export async function createRow(db: Db, resource: ResourceDef, input: Input, hooks: ResourceHooks = {}, keys?: SecretBoxKeys): Promise<Row> {
  await checkReferences(db, resource, input);
  await hooks.validate?.(db, input);
  await checkUnique(db, resource, input);
  const { main } = tablesOf(resource.key);
  const id = await inTransaction(db, async (tx) => {
    const startsOff = hooks.activeWhenAdded && !(await hooks.activeWhenAdded(tx, input));
    const [created] = await tx
      .insert(main)
      .values({ ...mainValues(resource, input, undefined, keys), ...(startsOff ? { isActive: false } : {}) })
      .returning({ id: main.id });
    await writeChildren(tx, resource, created.id, input);
    return created.id as number;
  }).catch((error) => translateConflict(resource, input, error));
  return getRow(db, resource, id, hooks);
}

/**
 * A row others hang under by a dependsOn (sub communities under a community, within its religion)
 * cannot move to another parent while they do: they would name a religion their community left.
 */
async function checkDependents(db: Db, resource: ResourceDef, id: number, stored: Row, input: Input) {
  for (const other of RESOURCES) {
    for (const [key, field] of fieldsOf(other, "ref") as [string, RefField][]) {
      if (field.resource !== resource.key || !field.dependsOn) continue;
      const parentKey = field.dependsOn.filter;
      if (!(parentKey in input) || input[parentKey] === stored[parentKey]) continue;
      // Members hold a community within their religion too: their own table is counted like the engine's.
      const holders = holdersOf(other, key);
      const [{ n }] = await db.select({ n: count() }).from(holders.table).where(eq(holders.column, id));
      if (n > 0) {
        const rule = resource.referencedBy?.find((r) => r.resource === other.key && r.field === key);
        throw new HttpError(
          409,
          MESSAGES.rowHoldsOthers(String(stored[resource.display]), resource.fields[parentKey].label, `${n} ${rule?.label ?? holders.label(n)}`),
        );
      }
    }
  }
}

export async function updateRow(db: Db, resource: ResourceDef, id: number, input: Input, hooks: ResourceHooks = {}, keys?: SecretBoxKeys): Promise<Row> {
  const { main } = tablesOf(resource.key);
  // A made table's columns are known at run time only (tables.ts): its rows are typed here, once.
  const [stored] = (await db.select().from(main).where(eq(main.id, id))) as Row[];
  if (!stored) throw new HttpError(404, MESSAGES.rowNotFound(resource.singular));
  await checkReferences(db, resource, input);
  await hooks.validate?.(db, input, stored);
  await checkDependents(db, resource, id, stored, input);
  await checkUnique(db, resource, input, id);
  await inTransaction(db, async (tx) => {
    await tx.update(main).set({ ...mainValues(resource, input, stored, keys), updatedAt: new Date() }).where(eq(main.id, id));
    await writeChildren(tx, resource, id, input);
    // A replaced picture is not kept.
    for (const [key] of fieldsOf(resource, "image")) {
      if (stored[key] && key in input && stored[key] !== input[key]) await tx.delete(media).where(eq(media.id, stored[key] as string));
    }
  }).catch((error) => translateConflict(resource, input, error));
  return getRow(db, resource, id, hooks);
}

export async function setActive(db: Db, resource: ResourceDef, id: number, isActive: boolean, guard?: Guard): Promise<Row> {
  const row = await getRow(db, resource, id);
  const refusal = await guard?.(row, isActive ? "activate" : "deactivate", db);
  if (refusal) throw new HttpError(409, refusal);
  if (!isActive) {
    const uses = (await referencesTo(db, resource, id)).filter((use) => use.rule.blocksDeactivation);
    if (uses.length) throw new HttpError(409, inUseMessage(String(row[resource.display]), "made inactive", uses));
  }
  const { main } = tablesOf(resource.key);
  await db.update(main).set({ isActive, updatedAt: new Date() }).where(eq(main.id, id));
  return { ...row, isActive };
}

export async function deleteRow(db: Db, resource: ResourceDef, id: number, hooks: ResourceHooks = {}): Promise<void> {
  const row = await getRow(db, resource, id);
  const refusal = await hooks.guard?.(row, "delete", db);
  if (refusal) throw new HttpError(409, refusal);
  const uses = (await referencesTo(db, resource, id)).filter((use) => !use.rule.cascade);
  if (uses.length) throw new HttpError(409, inUseMessage(String(row[resource.display]), "deleted", uses));
  const { main } = tablesOf(resource.key);
  await inTransaction(db, async (tx) => {
    // Rows that live under this one (an FAQ category's questions) go with it, or nothing goes.
    for (const rule of resource.referencedBy ?? []) {
      if (!rule.cascade) continue;
      const from = tablesOf(rule.resource).main;
      await tx.delete(from).where(eq(from[rule.field], id));
    }
    await tx.delete(main).where(eq(main.id, id));
  }).catch((error) => {
    if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw new HttpError(409, MESSAGES.rowInUse(String(row[resource.display])));
    }
    throw error;
  });
}

