import { defineResource } from "../engine/define";
import { money, number, refList, text, type RowsField } from "../engine/fields";
import { formatAmount, withUnit } from "../engine/format";
import { CONSOLE_MESSAGES } from "../console-messages";
import { FACILITIES } from "./premiumfacility";

/** What the app stores accept in a product id, which starts with the package's name. */
const STORE_ID_NAME = /^[A-Za-z0-9_]+$/;

/** The product id of a package bought for some months in the app stores: "Gold_3". */
export const storeProductId = (name: string, months: number) => `${name}_${months}`;

const durations = (base: number, discounts: [number, number][]) => ({
  baseAmount: base,
  durations: discounts.map(([months, discount]) => ({ durationId: months, discount })),
});

/** Each duration a package is sold for, with its discount. */
const DURATIONS: RowsField = {
  kind: "rows",
  label: "Durations",
  required: true,
  ref: { key: "durationId", label: "Duration", resource: "timeduration" },
  value: { key: "discount", label: "Discount", min: 0, max: 100, scale: 2, unit: "%" },
};

export const premiumAccount = defineResource({
  key: "premiumaccount",
  table: "packages",
  singular: "Package",
  fields: {
    // The stores' product ids are the name and the months (Gold_3): their rule is the name's (docs/catalogue.md).
    name: text("Name", 60, { pattern: { regex: STORE_ID_NAME, message: CONSOLE_MESSAGES.packageNameRule }, help: "Letters, digits and underscores: the store product ids are the name and the months, as in Gold_3." }),
    baseAmount: money("Base Amount (per month)", { max: 10_000_000 }),
    weightage: number("Weightage", { min: 1, max: 1000, scale: 0, help: "Ranks packages: the higher one is active when two are current." }),
    facilities: refList("Facilities", "premiumfacility"),
    durations: DURATIONS,
  },
  display: "name",
  unique: [{ fields: ["name"] }, { fields: ["weightage"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "baseAmount", sortable: true },
    { field: "weightage", sortable: true, optional: true },
    { field: "facilities", flex: 1.5 },
    { field: "prices", flex: 1.5 },
    // Under Columns (every list fits 1280 px, e2e/list-width.spec.ts) and in the CSV.
    { field: "productIds", flex: 1, optional: true },
  ],
  computed: {
    prices: {
      header: "Price per duration",
      value: (row) =>
        ((row.durations as { discount: number; durationIdName: number }[] | undefined) ?? [])
          .map((d) => `${withUnit(d.durationIdName, "months")}: ${formatAmount(packagePrice(Number(row.baseAmount), d.durationIdName, d.discount))}${d.discount ? ` (${d.discount}% off)` : ""}`)
          .join("; "),
    },
    productIds: {
      header: "Store product ids",
      value: (row) => ((row.durations as { durationIdName: number }[] | undefined) ?? []).map((d) => storeProductId(String(row.name), d.durationIdName)).join(", "),
    },
  },
  search: ["name"],
  defaultSort: { field: "weightage", order: "asc" },
  referencedBy: [{ resource: "coupon", field: "packages", label: "coupons" }],
  deletable: true,
  seed: [
    { name: "Silver", weightage: 1, facilities: FACILITIES.slice(0, 3), ...durations(499, [[1, 0], [3, 10], [6, 15]]) },
    { name: "Gold", weightage: 2, facilities: FACILITIES.slice(0, 5), ...durations(899, [[3, 10], [6, 20], [12, 30]]) },
    { name: "Platinum", weightage: 3, facilities: [...FACILITIES], ...durations(1499, [[3, 10], [6, 20], [12, 35]]) },
  ],
});

/** What a package costs for a duration: base × months, less its discount, to the paisa. */
export function packagePrice(baseAmount: number, months: number, discountPercent: number): number {
  return Math.round(baseAmount * months * (100 - discountPercent)) / 100;
}
