/**
 * A list's rows for its CSV export, a batch at a time in the list's order, each batch starting after
 * the last row sent by its (sort key, id): however far the export goes, no batch skips rows before it
 * (as OFFSET would), and rows with equal keys are neither repeated nor lost. The key travels as text,
 * written back in its own type by `bound` (a timestamp keeps its microseconds).
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Row } from "./hooks";

export interface KeysetSort {
  key: SQL;
  bound: (value: string) => SQL;
}

export interface KeysetBatches {
  sort: KeysetSort;
  order: "asc" | "desc";
  /** The rows' id column: the last word of the order. */
  id: AnyPgColumn;
  size: number;
  /** A batch: the rows after `after` (none for the first), in the list's order, `size` at most, each with its `sortKey` as text. */
  read(after: SQL | undefined, sortKey: SQL<string>, size: number): Promise<(Row & { sortKey: unknown })[]>;
  /** A row as the api answers it. */
  shown(row: Row): Row;
}

export async function* keysetBatches({ sort, order, id, size, read, shown }: KeysetBatches): AsyncGenerator<Row[]> {
  const after = (last: { key: string; id: number }) => {
    const [row, bound] = [sql`(${sort.key}, ${id})`, sql`(${sort.bound(last.key)}, ${last.id})`];
    return order === "desc" ? sql`${row} < ${bound}` : sql`${row} > ${bound}`;
  };
  let last: { key: string; id: number } | undefined;
  for (;;) {
    const batch = await read(last ? after(last) : undefined, sql<string>`(${sort.key})::text`, size);
    if (batch.length) yield batch.map(({ sortKey: _key, ...row }) => shown(row as Row));
    if (batch.length < size) return;
    const end = batch[batch.length - 1];
    last = { key: String(end.sortKey), id: end.id };
  }
}
