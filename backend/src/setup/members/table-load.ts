/** A table the generator fills: its SQL name, the columns its rows carry (named through the schema), and how to make them. */
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import type { CopyRow } from "../../db/copy";
import type { Context } from "./context";

export interface TableLoad {
  name: string;
  columns: string[];
  /** Its `id` is a serial: the sequence is moved past the ids written. */
  serialId: boolean;
  rows(context: Context): Iterable<CopyRow>;
}

export function tableLoad<T extends Table>(table: T, keys: readonly (keyof T["_"]["columns"] & string)[], rows: (context: Context) => Iterable<CopyRow>): TableLoad {
  const columns = getTableColumns(table);
  return {
    name: getTableName(table),
    columns: keys.map((key) => columns[key].name),
    serialId: columns.id?.columnType === "PgSerial",
    rows,
  };
}
