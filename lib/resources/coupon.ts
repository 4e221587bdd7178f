import { defineResource } from "../engine/define";
import { date, formatAmount, money, number, oneOf, refList, richText, text } from "../engine/fields";
import { nameField } from "../engine/names";
import { couponSeed } from "./coupon-seed";

export const PERCENTAGE = "Percentage";
const MAX_PERCENT = 100;

const usage = (label: string) => number(label, { min: 1, max: 1_000_000, scale: 0 });

export const coupon = defineResource({
  key: "coupon",
  table: "coupons",
  singular: "Coupon",
  fields: {
    name: nameField(),
    code: text("Code", 20, { pattern: { regex: /^[A-Za-z0-9]+$/, message: "Code may hold letters and digits only" } }),
    discountType: oneOf("Discount Type", [PERCENTAGE, "Amount"], { display: "radio" }),
    value: money("Value", { max: 1_000_000, help: "A percentage, or an amount off the price." }),
    maxUsage: usage("Max Usage"),
    perMemberUsage: usage("Usage Per Member"),
    validFrom: date("Valid From"),
    validTill: date("Valid Till", { notBefore: "validFrom" }),
    maxDiscountAmount: money("Max Discount Amount", { required: false, max: 1_000_000 }),
    packages: refList("Packages", "premiumaccount"),
    description: text("Description", 500, { multiline: true, required: false }),
    terms: richText("Terms and Conditions", { max: 20_000 }),
  },
  checks: [
    ({ discountType, value }) =>
      discountType === PERCENTAGE && typeof value === "number" && value > MAX_PERCENT
        ? { field: "value", message: `Value must be at most ${MAX_PERCENT} for a percentage discount` }
        : undefined,
    ({ maxUsage, perMemberUsage }) =>
      typeof maxUsage === "number" && typeof perMemberUsage === "number" && perMemberUsage > maxUsage
        ? { field: "perMemberUsage", message: "Usage Per Member must be at most the Max Usage" }
        : undefined,
  ],
  display: "name",
  unique: [{ fields: ["code"] }],
  columns: [
    { field: "name", sortable: true, flex: 1.5 },
    { field: "code", sortable: true, flex: 1 },
    { field: "discount" },
    { field: "validFrom", sortable: true, optional: true },
    { field: "validTill", sortable: true },
    { field: "expired", sortable: true },
  ],
  computed: {
    discount: {
      header: "Discount",
      value: (row) => (row.discountType === PERCENTAGE ? `${Number(row.value)}%` : `₹${formatAmount(Number(row.value))}`),
    },
    // Computed in SQL against today's date (backend/src/resources/coupon.ts).
    expired: { header: "Expired", value: (row) => (row.expired ? "Expired" : "") },
  },
  filters: [{ field: "discountType" }],
  search: ["name", "code"],
  defaultSort: { field: "validFrom", order: "desc" },
  seed: couponSeed(),
});
