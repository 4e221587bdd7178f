/**
 * The SQL tables of the declared resources, made from their declarations (lib/resources): a column
 * per field, a unique index per unique rule, an index for every sort and filter, a trigram index for
 * every searched name. drizzle-kit reads them through db/schema/resources.ts.
 */
import { getTableName, sql, type SQL } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from "drizzle-orm/pg-core";
import type { ResourceDef } from "../../../lib/engine/define";
import type { Field, RowsField } from "../../../lib/engine/fields";
import { RESOURCES } from "../../../lib/resources/index";
import { apiKindOf, numberColumn } from "./kinds/index";
import { TABLE_RULES } from "./table-rules";

// Dynamic tables: their columns are known from the declaration at run time, not to the compiler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable = PgTableWithColumns<any>;

/** A column named with its table ("faqs"."category_id"), as a correlated subquery needs it. */
export const qualified = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface ResourceTables {
  main: AnyTable;
  /** Join tables of refList fields, by field key: (parent_id, item_id). */
  lists: Record<string, AnyTable>;
  /** Child tables of rows fields, by field key: (id, parent_id, <ref>, <value>). */
  rows: Record<string, AnyTable>;
}

const registry = new Map<string, ResourceTables>();

/** The tables of a resource by its key; every declared resource has them. */
export function tablesOf(key: string): ResourceTables {
  const tables = registry.get(key);
  if (!tables) throw new Error(`No tables for resource "${key}"`);
  return tables;
}

const mainOf = (key: string) => () => tablesOf(key).main.id as AnyPgColumn;

const columnContext = { mainOf };

/** A field's column in its resource's table, from its kind; none for kinds kept in tables of their own. */
function columnFor(key: string, field: Field): PgColumnBuilderBase | undefined {
  return apiKindOf(field).column?.(snake(key), field, columnContext);
}

function mainTable(resource: ResourceDef): AnyTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial("id").primaryKey() };
  for (const [key, field] of Object.entries(resource.fields)) {
    const column = columnFor(key, field);
    if (column) columns[key] = column;
  }
  columns.isActive = boolean("is_active").notNull().default(true);
  columns.createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

  return pgTable(resource.table, columns, (t) => {
    const col = (key: string) => t[key as keyof typeof t] as AnyPgColumn;
    const keyed = (key: string): SQL | AnyPgColumn => (resource.fields[key]?.kind === "text" ? sql`lower(${col(key)})` : col(key));
    const indexes = [];
    for (const rule of resource.unique ?? []) {
      const parts = [...(rule.scope ?? []), ...rule.fields];
      indexes.push(uniqueIndex(`${resource.table}_${parts.map(snake).join("_")}_key`).on(...(parts.map(keyed) as [SQL])));
    }
    const sortable = new Set([...resource.columns.filter((c) => c.sortable).map((c) => c.field), resource.defaultSort.field]);
    for (const filter of resource.filters ?? []) sortable.add(filter.field);
    for (const [key, field] of Object.entries(resource.fields)) if (field.kind === "ref") sortable.add(key);
    for (const key of sortable) {
      if (key === "id" || !(key in t)) continue;
      // A text column is also in its lower() index: PostgreSQL reads an expression index without the
      // table (an index-only scan) only when the column under the expression is in it too, and a page
      // far down a sorted list (OFFSET 90000) then skips index entries instead of table rows.
      const parts = resource.fields[key]?.kind === "text" ? [keyed(key), col("id"), col(key)] : [keyed(key), col("id")];
      indexes.push(index(`${resource.table}_${snake(key)}_idx`).on(...(parts as [AnyPgColumn])));
    }
    for (const key of resource.search) {
      indexes.push(index(`${resource.table}_${snake(key)}_trgm_idx`).using("gin", sql`${col(key)} gin_trgm_ops`));
    }
    indexes.push(index(`${resource.table}_is_active_idx`).on(col("isActive")));
    return [...indexes, ...(TABLE_RULES[resource.key]?.(col) ?? [])];
  });
}

function listTable(resource: ResourceDef, key: string, target: string): AnyTable {
  const name = `${resource.table}_${snake(key)}`;
  return pgTable(
    name,
    {
      parentId: integer("parent_id").notNull().references(mainOf(resource.key), { onDelete: "cascade" }),
      itemId: integer("item_id").notNull().references(mainOf(target), { onDelete: "restrict" }),
    },
    (t) => [primaryKey({ name: `${name}_pk`, columns: [t.parentId, t.itemId] }), index(`${name}_item_idx`).on(t.itemId)],
  );
}

function rowsTable(resource: ResourceDef, key: string, field: RowsField): AnyTable {
  const name = `${resource.table}_${snake(key)}`;
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      parentId: integer("parent_id").notNull().references(mainOf(resource.key), { onDelete: "cascade" }),
      [field.ref.key]: integer(snake(field.ref.key)).notNull().references(mainOf(field.ref.resource), { onDelete: "restrict" }),
      [field.value.key]: numberColumn(snake(field.value.key), field.value.scale).notNull(),
    },
    (t) => [
      uniqueIndex(`${name}_parent_${snake(field.ref.key)}_key`).on(t.parentId, t[field.ref.key as "id"]),
      index(`${name}_${snake(field.ref.key)}_idx`).on(t[field.ref.key as "id"]),
    ],
  );
}

for (const resource of RESOURCES) {
  if (resource.ownTables) continue;
  const lists: Record<string, AnyTable> = {};
  const rows: Record<string, AnyTable> = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.kind === "refList") lists[key] = listTable(resource, key, field.resource);
    if (field.kind === "rows") rows[key] = rowsTable(resource, key, field);
  }
  registry.set(resource.key, { main: mainTable(resource), lists, rows });
}

/** Every table, by SQL name: what drizzle-kit and the migrations see. */
export const ALL_RESOURCE_TABLES: Record<string, AnyTable> = Object.fromEntries(
  [...registry.values()].flatMap(({ main, lists, rows }) => [main, ...Object.values(lists), ...Object.values(rows)]).map((table) => [getTableName(table), table]),
);
