/**
 * The whole region tree as CSV lines, a batch at a time: one line per city, and one for each
 * country, state or district without any below it. Batches follow each other by keyset (the sort
 * key of the last line sent), so no batch re-reads the lines before it and nothing waits in memory.
 */
import { sql, type SQL } from "drizzle-orm";
import { REGION_CSV_HEADER } from "@/lib/resources/region-csv";
import { city, country, district, state } from "@/lib/resources/region";
import type { Db } from "../../db/client";
import { csvLine } from "../../engine/csv";
import { tablesOf } from "../../engine/tables";

interface TreeLine {
  k1: string; k2: number; k3: string; k4: number; k5: string; k6: number; k7: string; k8: number;
  country_name: string; iso_code: string; iso_code3: string; dial_code: string;
  state_name: string | null; state_code: string | null; district_name: string | null;
  city_name: string | null; pincode: string | null; is_active: boolean | null;
}

const BATCH = 5_000;

export const headerLine = () => `\uFEFF${csvLine([...REGION_CSV_HEADER])}`;

export function treeLine(row: Pick<TreeLine, "country_name" | "iso_code" | "iso_code3" | "dial_code" | "state_name" | "state_code" | "district_name" | "city_name" | "pincode" | "is_active">): string {
  return csvLine([
    row.country_name, row.iso_code, row.iso_code3, row.dial_code, row.state_name, row.state_code, row.district_name, row.city_name, row.pincode,
    row.is_active === null ? "" : String(row.is_active),
  ]);
}

export async function* regionTreeCsv(db: Db): AsyncGenerator<string> {
  const co = tablesOf(country.key).main;
  const st = tablesOf(state.key).main;
  const di = tablesOf(district.key).main;
  const ci = tablesOf(city.key).main;
  // Missing levels sort first (''/0), so a country's own line comes before its states' lines.
  const sortKey = sql`lower(co.name), co.id, coalesce(lower(st.name), ''), coalesce(st.id, 0), coalesce(lower(di.name), ''), coalesce(di.id, 0), coalesce(lower(ci.name), ''), coalesce(ci.id, 0)`;
  yield headerLine();
  let after: SQL | undefined;
  for (;;) {
    const result = await db.execute(sql`
      select lower(co.name) as k1, co.id as k2, coalesce(lower(st.name), '') as k3, coalesce(st.id, 0) as k4,
             coalesce(lower(di.name), '') as k5, coalesce(di.id, 0) as k6, coalesce(lower(ci.name), '') as k7, coalesce(ci.id, 0) as k8,
             co.name as country_name, co.iso_code, co.iso_code3, co.dial_code, st.name as state_name, st.code as state_code,
             di.name as district_name, ci.name as city_name, ci.pincode, ci.is_active
      from ${co} co
      left join ${st} st on st.country_id = co.id
      left join ${di} di on di.state_id = st.id
      left join ${ci} ci on ci.district_id = di.id
      ${after ? sql`where (${sortKey}) > (${after})` : sql``}
      order by ${sortKey}
      limit ${BATCH}`);
    const rows = (result as unknown as { rows: TreeLine[] }).rows;
    if (rows.length) yield rows.map(treeLine).join("");
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = sql`${last.k1}, ${Number(last.k2)}::int, ${last.k3}, ${Number(last.k4)}::int, ${last.k5}, ${Number(last.k6)}::int, ${last.k7}, ${Number(last.k8)}::int`;
  }
}
