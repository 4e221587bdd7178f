/**
 * The whole region tree as CSV lines, a batch at a time: one line per city, and one for each
 * country, state or district without any below it. The places above cities come a thousand at a
 * time in name order (keyset: each batch starts after the last place sent), each with its number of
 * cities; their cities follow, a few thousand per query through the district index. Nothing waits
 * in memory beyond one batch.
 */
import { and, asc, gt, inArray, or, eq, sql, type SQL } from "drizzle-orm";
import { REGION_CSV_HEADER } from "@/lib/resources/region-csv";
import { city, country, district, state } from "@/lib/resources/region";
import type { Db } from "../../db/client";
import { csvLine } from "../../engine/csv";
import { tablesOf } from "../../engine/tables";

interface Place {
  k1: string; k2: number; k3: string; k4: number; k5: string; k6: number;
  country_name: string; iso_code: string; iso_code3: string; dial_code: string;
  state_name: string | null; state_code: string | null; district_id: number | null; district_name: string | null;
  cities: number;
}

interface CityRow {
  districtId: number;
  name: string;
  pincode: string;
  isActive: boolean;
}

const PLACES = 1_000;
const CITIES = 5_000;

export const headerLine = () => `\uFEFF${csvLine([...REGION_CSV_HEADER])}`;

export interface TreeValues {
  country_name: string; iso_code: string; iso_code3: string; dial_code: string;
  state_name: string | null; state_code: string | null; district_name: string | null;
  city_name: string | null; pincode: string | null; is_active: boolean | null;
}

export function treeLine(row: TreeValues): string {
  return csvLine([
    row.country_name, row.iso_code, row.iso_code3, row.dial_code, row.state_name, row.state_code, row.district_name, row.city_name, row.pincode,
    row.is_active === null ? "" : String(row.is_active),
  ]);
}

const placeLine = (place: Place, city?: CityRow) =>
  treeLine({ ...place, city_name: city?.name ?? null, pincode: city?.pincode ?? null, is_active: city ? city.isActive : null });

/** Places above cities in name order, after `after` (their sort key); missing levels sort first. */
async function placesAfter(db: Db, after: Place | undefined): Promise<Place[]> {
  const co = tablesOf(country.key).main;
  const st = tablesOf(state.key).main;
  const di = tablesOf(district.key).main;
  const ci = tablesOf(city.key).main;
  const sortKey = sql`lower(co.name), co.id, coalesce(lower(st.name), ''), coalesce(st.id, 0), coalesce(lower(di.name), ''), coalesce(di.id, 0)`;
  const from: SQL | undefined = after
    ? sql`where (${sortKey}) > (${after.k1}, ${Number(after.k2)}::int, ${after.k3}, ${Number(after.k4)}::int, ${after.k5}, ${Number(after.k6)}::int)`
    : undefined;
  const result = await db.execute(sql`
    select lower(co.name) as k1, co.id as k2, coalesce(lower(st.name), '') as k3, coalesce(st.id, 0) as k4, coalesce(lower(di.name), '') as k5, coalesce(di.id, 0) as k6,
           co.name as country_name, co.iso_code, co.iso_code3, co.dial_code, st.name as state_name, st.code as state_code, di.id as district_id, di.name as district_name,
           (select count(*)::int from ${ci} c where c.district_id = di.id) as cities
    from ${co} co
    left join ${st} st on st.country_id = co.id
    left join ${di} di on di.state_id = st.id
    ${from ?? sql``}
    order by ${sortKey}
    limit ${PLACES}`);
  return (result as unknown as { rows: Place[] }).rows;
}

/** The cities of some districts in name order, at most CITIES after (district, name, id) `after`. */
async function citiesOf(db: Db, districtIds: number[], after?: { name: string; id: number }): Promise<(CityRow & { id: number })[]> {
  const ci = tablesOf(city.key).main;
  const lowerName = sql`lower(${ci.name})`;
  const where = after
    ? and(inArray(ci.districtId, districtIds), or(gt(lowerName, after.name.toLowerCase()), and(eq(lowerName, after.name.toLowerCase()), gt(ci.id, after.id))))
    : inArray(ci.districtId, districtIds);
  return (await db
    .select({ id: ci.id, districtId: ci.districtId, name: ci.name, pincode: ci.pincode, isActive: ci.isActive })
    .from(ci)
    .where(where)
    .orderBy(asc(lowerName), asc(ci.id))
    .limit(CITIES)) as (CityRow & { id: number })[];
}

export async function* regionTreeCsv(db: Db): AsyncGenerator<string> {
  yield headerLine();
  let after: Place | undefined;
  for (;;) {
    const places = await placesAfter(db, after);
    // Districts grouped so that one query brings at most CITIES cities; a bigger district pages alone.
    let group: Place[] = [];
    let size = 0;
    const flush = async function* (): AsyncGenerator<string> {
      if (!group.length) return;
      const ids = group.filter((p) => p.cities > 0).map((p) => p.district_id!);
      const byDistrict = new Map<number, CityRow[]>();
      if (ids.length) for (const row of await citiesOf(db, ids)) byDistrict.set(row.districtId, [...(byDistrict.get(row.districtId) ?? []), row]);
      yield group.map((place) => (place.cities > 0 ? byDistrict.get(place.district_id!)!.map((c) => placeLine(place, c)).join("") : placeLine(place))).join("");
      group = [];
      size = 0;
    };
    for (const place of places) {
      if (place.cities > CITIES) {
        yield* flush();
        for (let last: { name: string; id: number } | undefined, page: (CityRow & { id: number })[]; ; ) {
          page = await citiesOf(db, [place.district_id!], last);
          if (page.length) yield page.map((c) => placeLine(place, c)).join("");
          if (page.length < CITIES) break;
          last = page[page.length - 1];
        }
        continue;
      }
      if (size + place.cities > CITIES) yield* flush();
      group.push(place);
      size += place.cities;
    }
    yield* flush();
    if (places.length < PLACES) return;
    after = places[places.length - 1];
  }
}
