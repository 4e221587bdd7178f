/**
 * The master data generated members refer to, read from the database after the reference seed ran:
 * names in code, ids from the rows. Only rows switched on are used; a name staff deleted is skipped.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tablesOf } from "../../engine/tables";

export interface City {
  id: number;
  name: string;
  pincode: string;
  districtId: number;
  stateId: number;
  state: string;
  countryId: number;
  country: string;
}

export interface PackageChoice {
  id: number;
  name: string;
  baseAmount: number;
  /** Ranks packages: of two current ones, the higher is active. */
  weightage: number;
  durations: { id: number; months: number; discount: number }[];
}

export interface Coupon {
  id: number;
  percentage: boolean;
  value: number;
  maxDiscount: number | null;
  /** Valid from the start of `from` to the end of `till` (ms, UTC). */
  from: number;
  till: number;
  packageIds: ReadonlySet<number>;
}

export interface Reference {
  religions: Map<string, number>;
  communities: { id: number; name: string; religionId: number }[];
  /** Sub-communities by community id. */
  subCommunities: Map<number, number[]>;
  maritalStatuses: Map<string, number>;
  occupations: Map<string, number>;
  educations: Map<string, number>;
  employments: Map<string, number>;
  /** Annual incomes in their own order (lowest first). */
  incomes: number[];
  heights: Map<number, number>;
  weights: Map<number, number>;
  diets: Map<string, number>;
  profileFor: { id: number; name: string; gender: string }[];
  documentTypes: { id: number; name: string; isRequired: boolean }[];
  packages: PackageChoice[];
  gateways: Map<string, number>;
  coupons: Coupon[];
  cities: City[];
}

type Row = Record<string, unknown>;

/** The switched-on rows of a resource, by id. */
async function rowsOf(db: Db, key: string, fields: string[]): Promise<Row[]> {
  const { main } = tablesOf(key);
  const columns = Object.fromEntries([["id", main.id], ...fields.map((field) => [field, main[field]])]);
  return db.select(columns).from(main).where(eq(main.isActive, true)).orderBy(asc(main.id));
}

const byName = (rows: Row[], field = "name") => new Map(rows.map((row) => [String(row[field]), Number(row.id)]));
const dayStart = (day: unknown) => Date.parse(`${String(day)}T00:00:00Z`);

export async function loadReference(db: Db): Promise<Reference> {
  const [religions, communities, subCommunities, marital, occupations, educations, employments, incomes, heights, weights, diets] = await Promise.all([
    rowsOf(db, "religion", ["name"]),
    rowsOf(db, "community", ["name", "religionId"]),
    rowsOf(db, "subcommunity", ["communityId"]),
    rowsOf(db, "maritalstatus", ["name"]),
    rowsOf(db, "occupation", ["name"]),
    rowsOf(db, "education", ["name"]),
    rowsOf(db, "employment", ["name"]),
    rowsOf(db, "income", ["value"]),
    rowsOf(db, "height", ["cm"]),
    rowsOf(db, "weight", ["kg"]),
    rowsOf(db, "diet", ["name"]),
  ]);
  const [profileFor, documentTypes, packages, durations, gateways, coupons] = await Promise.all([
    rowsOf(db, "profile-for", ["name", "gender"]),
    rowsOf(db, "document-type", ["name", "isRequired"]),
    rowsOf(db, "premiumaccount", ["name", "baseAmount", "weightage"]),
    rowsOf(db, "timeduration", ["months"]),
    rowsOf(db, "paymentGateway", ["name"]),
    rowsOf(db, "coupon", ["discountType", "value", "maxDiscountAmount", "validFrom", "validTill"]),
  ]);

  const subs = new Map<number, number[]>();
  for (const row of subCommunities) {
    const communityId = Number(row.communityId);
    subs.set(communityId, [...(subs.get(communityId) ?? []), Number(row.id)]);
  }

  return {
    religions: byName(religions),
    communities: communities.map((row) => ({ id: Number(row.id), name: String(row.name), religionId: Number(row.religionId) })),
    subCommunities: subs,
    maritalStatuses: byName(marital),
    occupations: byName(occupations),
    educations: byName(educations),
    employments: byName(employments),
    incomes: incomes.map((row) => Number(row.id)),
    heights: new Map(heights.map((row) => [Number(row.cm), Number(row.id)])),
    weights: new Map(weights.map((row) => [Number(row.kg), Number(row.id)])),
    diets: byName(diets),
    profileFor: profileFor.map((row) => ({ id: Number(row.id), name: String(row.name), gender: String(row.gender) })),
    documentTypes: documentTypes.map((row) => ({ id: Number(row.id), name: String(row.name), isRequired: Boolean(row.isRequired) })),
    packages: await packageChoices(db, packages, durations),
    gateways: byName(gateways),
    coupons: await couponChoices(db, coupons),
    cities: await loadCities(db),
  };
}

/** Each package with the durations it is sold for and their discounts. */
async function packageChoices(db: Db, packages: Row[], durations: Row[]): Promise<PackageChoice[]> {
  const months = new Map(durations.map((row) => [Number(row.id), Number(row.months)]));
  const table = tablesOf("premiumaccount").rows.durations;
  const rows = await db.select({ parentId: table.parentId, durationId: table.durationId, discount: table.discount }).from(table).orderBy(asc(table.id));
  return packages
    .map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      baseAmount: Number(row.baseAmount),
      weightage: Number(row.weightage),
      durations: rows
        .filter((d) => Number(d.parentId) === Number(row.id) && months.has(Number(d.durationId)))
        .map((d) => ({ id: Number(d.durationId), months: months.get(Number(d.durationId))!, discount: Number(d.discount) })),
    }))
    .filter((choice) => choice.durations.length > 0);
}

async function couponChoices(db: Db, coupons: Row[]): Promise<Coupon[]> {
  const table = tablesOf("coupon").lists.packages;
  const links = await db.select({ parentId: table.parentId, itemId: table.itemId }).from(table);
  return coupons.map((row) => ({
    id: Number(row.id),
    percentage: row.discountType === "Percentage",
    value: Number(row.value),
    maxDiscount: row.maxDiscountAmount == null ? null : Number(row.maxDiscountAmount),
    from: dayStart(row.validFrom),
    till: dayStart(row.validTill) + 86_400_000 - 1,
    packageIds: new Set(links.filter((link) => Number(link.parentId) === Number(row.id)).map((link) => Number(link.itemId))),
  }));
}

/** Every city with its district, state and country: an address names all four, consistently. */
async function loadCities(db: Db): Promise<City[]> {
  const city = tablesOf("city").main;
  const district = tablesOf("district").main;
  const state = tablesOf("state").main;
  const country = tablesOf("country").main;
  const rows = await db
    .select({
      id: city.id,
      name: city.name,
      pincode: city.pincode,
      districtId: district.id,
      stateId: state.id,
      state: state.name,
      countryId: country.id,
      country: country.name,
    })
    .from(city)
    .innerJoin(district, eq(city.districtId, district.id))
    .innerJoin(state, eq(district.stateId, state.id))
    .innerJoin(country, eq(state.countryId, country.id))
    .where(eq(city.isActive, true))
    .orderBy(asc(city.id));
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    pincode: String(row.pincode),
    districtId: Number(row.districtId),
    stateId: Number(row.stateId),
    state: String(row.state),
    countryId: Number(row.countryId),
    country: String(row.country),
  }));
}
