/**
 * What the dashboard reads instead of summing every purchase of a year (docs/dashboard.md, "Speed"):
 * the amount of paid purchases by day and package. Triggers on `member_packages` and `payments`
 * (migration 0016) append what each statement changed to `revenue_tally_changes`, which never waits on
 * another writer; the api folds them into `revenue_tallies` from time to time, and a sum is of both.
 */
import { date, integer, numeric, pgTable, unique } from "drizzle-orm/pg-core";

const revenueTallyColumns = () => ({
  /** The day of the purchase, in the service's time zone (lib/time-zone.ts). */
  day: date("day", { mode: "string" }).notNull(),
  packageId: integer("package_id").notNull(),
  /** The purchases' amounts (net of their coupons) whose payment is Success. */
  amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
});

export const revenueTallies = pgTable("revenue_tallies", revenueTallyColumns(), (t) => [unique("revenue_tallies_key").on(t.packageId, t.day)]);

export const revenueTallyChanges = pgTable("revenue_tally_changes", revenueTallyColumns());
