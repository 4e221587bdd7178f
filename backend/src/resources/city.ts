import { eq } from "drizzle-orm";
import { pincodeRefusal } from "@/lib/resources/region";
import type { Db } from "../db/client";
import type { Input, ResourceHooks } from "../engine/hooks";
import { tablesOf } from "../engine/tables";
import { HttpError } from "../http/envelope";
import { regionCsvRoutes } from "./region-csv/routes";

/** The ISO code of the country a district lies in (district → state → country). */
async function countryCodeOf(db: Db, districtId: number): Promise<string | undefined> {
  const { main: districts } = tablesOf("district");
  const { main: states } = tablesOf("state");
  const { main: countries } = tablesOf("country");
  const [row] = await db
    .select({ isoCode: countries.isoCode })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(districts.id, districtId));
  return row?.isoCode as string | undefined;
}


export const cityHooks: ResourceHooks = {
  async validate(db: Db, input: Input) {
    const refusal = pincodeRefusal(await countryCodeOf(db, input.districtId as number), String(input.pincode));
    if (refusal) throw new HttpError(400, refusal, { pincode: refusal });
  },
  routes: regionCsvRoutes,
};
