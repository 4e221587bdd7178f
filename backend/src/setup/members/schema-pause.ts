/**
 * The keys, indexes and foreign keys of the tables a bulk load fills, taken off for the load and put
 * back from their own catalog definitions afterwards, in the same transaction: the schema after the
 * load is the migrations' schema exactly, and a failed load rolls the whole pause back.
 *
 * Why: PostgreSQL writes a WAL record for every index entry of every row (measured: a primary key
 * alone doubled COPY's time), while building an index once over the finished table is a sort. Foreign
 * keys either stay, their per-row checks skipped (the load's session_replication_role; the rows are
 * valid by construction), keeping the keys they point at; or, when the role may not be changed, go
 * and come back, each checked by one join. Check constraints stay.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";

interface Definition {
  table: string;
  name: string;
  definition: string;
}

export interface PausedSchema {
  /** Primary keys and unique constraints (their indexes go with them). */
  keys: Definition[];
  indexes: Definition[];
  /** Foreign keys from these tables, and into them from any table. */
  foreignKeys: Definition[];
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const inSchema = sql`(select oid from pg_namespace where nspname = current_schema())`;

export async function pauseSchema(db: Db, tables: readonly string[], { keepForeignKeys }: { keepForeignKeys: boolean }): Promise<PausedSchema> {
  const names = sql.join(tables.map((table) => sql`${table}`), sql`, `);
  const ours = sql`(select oid from pg_class where relnamespace = ${inSchema} and relname in (${names}))`;
  const constraints = (types: SQL, where: SQL) =>
    rows<Definition>(
      db,
      sql`select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
          from pg_constraint c join pg_class t on t.oid = c.conrelid
          where c.contype in (${types}) and (${where}) order by t.relname, c.conname`,
    );
  const foreignKeys = keepForeignKeys ? [] : await constraints(sql`'f'`, sql`c.conrelid in ${ours} or c.confrelid in ${ours}`);
  // A key a kept foreign key points at (members.id) stays with it.
  const pointedAt = keepForeignKeys ? sql`exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)` : sql`false`;
  const keys = await constraints(sql`'p', 'u'`, sql`c.conrelid in ${ours} and not ${pointedAt}`);
  const indexes = await rows<Definition>(
    db,
    sql`select t.relname as "table", ic.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where i.indrelid in ${ours} and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
        order by t.relname, ic.relname`,
  );
  for (const key of [...foreignKeys, ...keys]) await db.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return { keys, indexes, foreignKeys };
}

export type Step = (kind: "key" | "index" | "foreign key", definition: Definition, ms: number) => void;

/**
 * Keys first (a foreign key needs the key it refers to), then indexes, then foreign keys, each checked
 * against the rows as it is added. The definitions are the catalog's own DDL (pg_get_constraintdef,
 * pg_get_indexdef): no values in them.
 */
export async function restoreSchema(db: Db, paused: PausedSchema, onStep?: Step) {
  const timed = async (kind: Parameters<Step>[0], definition: Definition, statement: SQL) => {
    const started = performance.now();
    await db.execute(statement);
    onStep?.(kind, definition, performance.now() - started);
  };
  const addConstraint = (d: Definition) => sql`alter table ${sql.identifier(d.table)} add constraint ${sql.identifier(d.name)} ${sql.raw(d.definition)}`;
  for (const key of paused.keys) await timed("key", key, addConstraint(key));
  for (const index of paused.indexes) await timed("index", index, sql.raw(index.definition));
  for (const key of paused.foreignKeys) await timed("foreign key", key, addConstraint(key));
}
