/**
 * Premium revenue (docs/dashboard.md): the amount of each purchase made in the period whose payment is
 * Success, as Customer Packages shows it (net of its coupon, in the default currency), by package. Read
 * from the revenue tallies (revenue-tallies.ts), never from the purchases themselves.
 */
import { eq, inArray } from "drizzle-orm";
import type { DashboardAnswer } from "../../../lib/dashboard-answer";
import type { Db } from "../db/client";
import { tablesOf } from "../engine/tables";
import type { DashboardPeriods } from "./periods";
import { revenueByPackage } from "./revenue-tallies";

const packages = tablesOf("premiumaccount").main;
const currencies = tablesOf("currency").main;

/** Amounts of two decimals, added without a binary fraction's rounding showing. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

export async function revenueFigures(db: Db, { range, previous }: DashboardPeriods): Promise<NonNullable<DashboardAnswer["revenue"]>> {
  const [rows, [currency]] = await Promise.all([
    revenueByPackage(db, range, previous),
    db.select({ symbol: currencies.symbol }).from(currencies).where(eq(currencies.isDefault, true)).limit(1),
  ]);
  const sold = rows.filter((row) => row.amount !== 0);
  const names = sold.length ? await db.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, sold.map((row) => row.packageId))) : [];
  const nameOf = new Map(names.map((row) => [Number(row.id), String(row.name)]));
  return {
    currencySymbol: String(currency?.symbol ?? ""),
    inRange: { value: cents(rows.reduce((n, row) => n + row.amount, 0)), previous: cents(rows.reduce((n, row) => n + row.previous, 0)) },
    byPackage: sold
      .map(({ packageId, amount }) => ({ packageId, name: nameOf.get(packageId) ?? "", amount: cents(amount) }))
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
  };
}
