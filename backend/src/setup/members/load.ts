/**
 * The steps of a load inside its transaction (generate.ts runs them in order): switch off the foreign
 * keys' per-row checks when allowed, empty the member tables, take keys and indexes off, COPY each
 * table, put the keys and indexes back, move the sequences.
 */
import { sql } from "drizzle-orm";
import type { BulkSession } from "../../db/client";
import type { Context } from "./context";
import { LOAD_PLAN, MEMBER_TABLES, SIGNAL_TABLES } from "./plan";
import { restoreSchema, type PausedSchema } from "./schema-pause";

export class MembersExistError extends Error {}

export const number = (n: number) => n.toLocaleString("en-US");
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export type Log = (line: string) => void;

/** Every table of the plan through COPY, with a line per table and one every 10 s of a long one. */
export async function copyTables(session: BulkSession, context: Context, log: Log, elapsed: () => string): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of LOAD_PLAN) {
    const started = performance.now();
    let reported = started;
    rows[table.name] = await session.copyRows(table.name, table.columns, table.rows(context), {
      // Tables emptied in this transaction take their rows frozen: VACUUM has no page to visit again.
      freeze: true,
      onProgress: (sent) => {
        const now = performance.now();
        if (now - reported < 10_000) return;
        reported = now;
        log(`  ${table.name}: ${number(sent)} rows so far, elapsed ${elapsed()}`);
      },
    });
    const ms = performance.now() - started;
    log(`  ${table.name}: ${number(rows[table.name])} rows in ${seconds(ms)} (${number(Math.round(rows[table.name] / Math.max(ms / 1000, 0.001)))} rows/s), elapsed ${elapsed()}`);
  }
  return rows;
}

export async function restore(session: BulkSession, paused: PausedSchema, log: Log, elapsed: () => string) {
  const started = performance.now();
  const spent = { key: 0, index: 0, "foreign key": 0 };
  await restoreSchema(session.db, paused, (kind, { name, table }, ms) => {
    spent[kind] += ms;
    if (ms > 2000) log(`    ${kind} ${name} on ${table}: ${seconds(ms)}`);
  });
  const { keys, indexes, foreignKeys } = paused;
  log(
    `  ${keys.length} keys (${seconds(spent.key)}), ${indexes.length} indexes (${seconds(spent.index)}) and ${foreignKeys.length} foreign keys (${seconds(spent["foreign key"])}) back in ${seconds(performance.now() - started)}, elapsed ${elapsed()}`,
  );
}

/**
 * Switches off the foreign keys' per-row triggers for this transaction when the user may (a superuser,
 * PGlite); answers whether it did. A savepoint keeps a refusal from ending the transaction.
 */
export async function skipTriggers(session: BulkSession): Promise<boolean> {
  await session.db.execute(sql`savepoint replica_role`);
  try {
    await session.db.execute(sql`set local session_replication_role = replica`);
    await session.db.execute(sql`release savepoint replica_role`);
    return true;
  } catch {
    await session.db.execute(sql`rollback to savepoint replica_role`);
    return false;
  }
}

/** Refuses a database with members unless asked to replace them; either way starts from empty tables (ids from 1). */
export async function emptyMemberTables(session: BulkSession, replace: boolean) {
  await session.db.execute(sql`lock table members in access exclusive mode`);
  const [{ count }] = ((await session.db.execute(sql`select count(*)::int as count from members`)) as unknown as { rows: { count: number }[] }).rows;
  if (count > 0 && !replace) {
    throw new MembersExistError(`The database already has ${number(count)} members. Run again with --replace to delete them, and everything they made, first.`);
  }
  await session.db.execute(sql`truncate table ${sql.join([...MEMBER_TABLES, ...SIGNAL_TABLES].map((table) => sql.identifier(table)), sql`, `)} restart identity`);
}

/** Ids were written explicitly: each serial moves past the largest, so the app's next insert gets a new id. */
export async function advanceSequences(session: BulkSession) {
  for (const table of LOAD_PLAN.filter((t) => t.serialId)) {
    await session.db.execute(sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table.name)}`);
  }
}
