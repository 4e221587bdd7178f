import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * An md5 of every row of every table, by table: any change anywhere shows. The fuzz tests compare it
 * before and after their bad requests (docs/input-limits.md): a refused request changes no row.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const prints: Record<string, string> = {};
  for (const { table_name } of rows as { table_name: string }[]) {
    const { rows: print } = await db.execute(sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as p from ${sql.identifier(table_name)} t`);
    prints[table_name] = (print[0] as { p: string }).p;
  }
  return prints;
}
