import type { Db } from "./client";

/**
 * `work` in one transaction, handed the transaction as the database it is: every query of the api
 * takes a `Db`, and a transaction runs each of them (Drizzle types the two apart only for `rollback`,
 * which no code here calls: a thrown error rolls back). The one place that says so.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}
