/**
 * The fold shared by the tallies kept from appended changes (member tallies, proposal tallies): one
 * fold at a time, under a transaction-scoped advisory lock (a second one meanwhile leaves it to the
 * first), and the changes table vacuumed at once after a large fold, since every read scans it.
 */
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** Changes folded at once past which their table is vacuumed straight away. */
const VACUUM_AFTER = 10_000;

export async function foldChanges(db: Db, { lock, changes, fold }: { lock: number; changes: PgTable; fold: (tx: Db) => Promise<number> }): Promise<void> {
  const moved = await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`);
    if (!(rows[0] as { locked: boolean }).locked) return 0;
    return fold(tx as unknown as Db);
  });
  // After a large fold (a bulk load's), the emptied pages go at once rather than whenever autovacuum comes by.
  if (moved >= VACUUM_AFTER) await db.execute(sql`vacuum ${changes}`);
}
