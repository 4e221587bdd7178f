/**
 * Proposals counted by day and kind without reading ten million of them (docs/reports.md, "Speed"):
 * the folded tallies plus the changes appended since, both kept by the triggers of migration 0015 in
 * the same transaction as the proposals they count. Exact, whatever was folded when.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { proposalTallies, proposalTallyChanges, type ProposalTallyKind } from "../db/schema";
import { foldChanges } from "../db/tally-fold";

/** Changes read at once past which they are folded into the tallies, so that reads stay short. */
const FOLD_AFTER = 2000;
/** Any fixed number: one fold at a time. */
const FOLD_LOCK = 727_274_211;

export interface DayRange {
  /** First and last day, both included (YYYY-MM-DD); either open. */
  from?: string;
  to?: string;
}

export interface TallyCount {
  /** The day, or the first day of the month when counted by month. */
  day: string;
  kind: ProposalTallyKind;
  count: number;
}

type Table = typeof proposalTallies | typeof proposalTallyChanges;
const within = (table: Table, kinds: readonly ProposalTallyKind[], range: DayRange) =>
  and(inArray(table.kind, [...kinds]), range.from ? sql`${table.day} >= ${range.from}::date` : undefined, range.to ? sql`${table.day} <= ${range.to}::date` : undefined);

/** The proposals of each kind in the range, by day or by month (its first day); days without any are left out. */
export async function proposalCounts(db: Db, kinds: readonly ProposalTallyKind[], range: DayRange, by: "day" | "month" = "day"): Promise<TallyCount[]> {
  const [t, c] = [proposalTallies, proposalTallyChanges];
  const bucket = by === "month" ? sql`date_trunc('month', day)::date::text` : sql`day::text`;
  const result = await db.execute(sql`
    select ${bucket} as day, kind, sum(proposals)::int as count, (count(*) filter (where changed))::int as changes
    from (
      select ${t.day} as day, ${t.kind} as kind, ${t.proposals} as proposals, false as changed from ${t} where ${within(t, kinds, range)}
      union all
      select ${c.day}, ${c.kind}, ${c.proposals}, true from ${c} where ${within(c, kinds, range)}
    ) as tallied
    group by 1, 2 order by 1, 2`);
  const rows = result.rows as unknown as (TallyCount & { changes: number })[];
  if (rows.reduce((n, row) => n + row.changes, 0) >= FOLD_AFTER) await foldProposalTallies(db);
  return rows.filter((row) => row.count !== 0).map(({ day, kind, count }) => ({ day, kind, count }));
}

/** The proposals of one kind in the range. */
export async function proposalTotal(db: Db, kind: ProposalTallyKind, range: DayRange): Promise<number> {
  return (await proposalCounts(db, [kind], range, "month")).reduce((n, row) => n + row.count, 0);
}

/** Moves the appended changes into the tallies in one statement: a reader sees each change once. */
export async function foldProposalTallies(db: Db): Promise<void> {
  await foldChanges(db, {
    lock: FOLD_LOCK,
    changes: proposalTallyChanges,
    fold: async (tx) => {
      const [t, c] = [proposalTallies, proposalTallyChanges];
      const folded = await tx.execute(sql`
        with moved as (delete from ${c} returning ${c.day}, ${c.kind}, ${c.proposals}),
        summed as (select day, kind, sum(proposals)::int as proposals from moved group by day, kind),
        tallied as (
          insert into ${t} (day, kind, proposals) select day, kind, proposals from summed order by kind, day
          on conflict on constraint proposal_tallies_key do update set proposals = ${t.proposals} + excluded.proposals
        )
        select count(*)::int as moved from moved`);
      await tx.delete(t).where(eq(t.proposals, 0));
      return (folded.rows[0] as { moved: number }).moved;
    },
  });
}
