/** A table the generator fills: its SQL name, the columns its rows carry (named and typed through the schema), and how to make them. */
import { getTableColumns, getTableName, type Column, type Table } from "drizzle-orm";
import type { CopyColumn, CopyRow, CopyType } from "../../db/copy";
import type { Context } from "./context";

export interface TableLoad {
  name: string;
  columns: CopyColumn[];
  /** Its `id` is a serial: the sequence is moved past the ids written. */
  serialId: boolean;
  rows(context: Context): Iterable<CopyRow>;
}

const COPY_TYPES: Record<string, CopyType> = {
  PgSerial: "int4",
  PgInteger: "int4",
  PgSmallInt: "int2",
  PgReal: "float4",
  PgNumericNumber: "numeric",
  PgNumeric: "numeric",
  PgBoolean: "bool",
  PgText: "text",
  PgUUID: "uuid",
  PgDateString: "date",
  PgTime: "time",
  PgTimestamp: "timestamptz",
  PgBigInt64: "int8",
};

/** A column's binary COPY type; a type the generator does not know stops it at once, not mid-load. */
function copyColumn(table: string, column: Column): CopyColumn {
  const details = column as unknown as { baseColumn?: Column; scale?: number; withTimezone?: boolean };
  const type = details.baseColumn?.columnType === "PgInteger" ? "int4[]" : column.columnType === "PgArray" ? undefined : COPY_TYPES[column.columnType];
  if (!type || (column.columnType === "PgTimestamp" && !details.withTimezone)) throw new Error(`The generator cannot write ${table}.${column.name} (${column.getSQLType()})`);
  return { name: column.name, type, ...(type === "numeric" ? { scale: details.scale ?? 0 } : {}) };
}

export function tableLoad<T extends Table>(table: T, keys: readonly (keyof T["_"]["columns"] & string)[], rows: (context: Context) => Iterable<CopyRow>): TableLoad {
  const columns = getTableColumns(table);
  const name = getTableName(table);
  return {
    name,
    columns: keys.map((key) => copyColumn(name, columns[key])),
    serialId: columns.id?.columnType === "PgSerial",
    rows,
  };
}
