/**
 * Paid purchases' amounts by package without reading a year of purchases (docs/dashboard.md, "Speed"):
 * the folded revenue tallies plus the changes appended since, both kept by the triggers of migration
 * 0016 in the same transaction as the purchases and payments they follow. Exact, whatever was folded when.
 */
import { and, eq, sql } from "drizzle-orm";
import type { DayRange } from "../../../lib/dashboard-range";
import type { Db } from "../db/client";
import { revenueTallies, revenueTallyChanges } from "../db/schema";
import { foldChanges } from "../db/tally-fold";

/** Changes read at once past which they are folded into the tallies, so that reads stay short. */
const FOLD_AFTER = 2000;
/** Any fixed number: one fold at a time. */
const FOLD_LOCK = 727_274_316;

export interface PackageRevenue {
  packageId: number;
  /** In the range, and in the period before it. */
  amount: number;
  previous: number;
}

type Table = typeof revenueTallies | typeof revenueTallyChanges;
const between = (table: Table, { from, to }: DayRange) => and(sql`${table.day} >= ${from}::date`, sql`${table.day} <= ${to}::date`);

/** Each package's revenue in the range and in the period before it (which ends the day before the range starts); packages with neither are left out. */
export async function revenueByPackage(db: Db, range: DayRange, previous: DayRange): Promise<PackageRevenue[]> {
  const [t, c] = [revenueTallies, revenueTallyChanges];
  const span = { from: previous.from, to: range.to };
  const sum = (from: string, to: string) => sql`coalesce(sum(amount) filter (where day >= ${from}::date and day <= ${to}::date), 0)::float8`;
  const result = await db.execute(sql`
    select package_id as "packageId", ${sum(range.from, range.to)} as amount, ${sum(previous.from, previous.to)} as previous,
      (count(*) filter (where changed))::int as changes
    from (
      select ${t.day} as day, ${t.packageId} as package_id, ${t.amount} as amount, false as changed from ${t} where ${between(t, span)}
      union all
      select ${c.day}, ${c.packageId}, ${c.amount}, true from ${c} where ${between(c, span)}
    ) as tallied
    group by package_id`);
  const rows = result.rows as unknown as (PackageRevenue & { changes: number })[];
  if (rows.reduce((n, row) => n + row.changes, 0) >= FOLD_AFTER) await foldRevenueTallies(db);
  return rows.filter((row) => row.amount !== 0 || row.previous !== 0).map(({ packageId, amount, previous: before }) => ({ packageId, amount, previous: before }));
}

/** Moves the appended changes into the tallies in one statement: a reader sees each change once. */
export async function foldRevenueTallies(db: Db): Promise<void> {
  await foldChanges(db, {
    lock: FOLD_LOCK,
    changes: revenueTallyChanges,
    fold: async (tx) => {
      const [t, c] = [revenueTallies, revenueTallyChanges];
      const folded = await tx.execute(sql`
        with moved as (delete from ${c} returning ${c.day}, ${c.packageId}, ${c.amount}),
        summed as (select day, package_id, sum(amount) as amount from moved group by day, package_id),
        tallied as (
          insert into ${t} (day, package_id, amount) select day, package_id, amount from summed order by package_id, day
          on conflict on constraint revenue_tallies_key do update set amount = ${t.amount} + excluded.amount
        )
        select count(*)::int as moved from moved`);
      await tx.delete(t).where(eq(t.amount, "0"));
      return (folded.rows[0] as { moved: number }).moved;
    },
  });
}
