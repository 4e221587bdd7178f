/**
 * How many members a list without a search holds, month by month, without counting a million rows:
 * whole months come from the member tallies (kept by triggers, backend/drizzle/0007_members.sql) and
 * their rollups, the first and last month of a range that starts or ends inside a month are counted
 * on the members themselves (a month at most each). Exact: the tallies change in the same transaction
 * as the members they count (docs/members.md, "App Users").
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members, memberTallies, memberTallyChanges, memberTallyRollups } from "../../db/schema";
import { nextDay } from "../../db/service-day";
import { foldChanges } from "../../db/tally-fold";
import { filterConditions, registeredBetween, type TallyFilters } from "./app-user-query";

export interface MonthCount {
  /** The month's first day, "2025-01-01". */
  month: string;
  count: number;
}

/** Changes read at once past which they are folded into the tallies, so that reads stay short. */
const FOLD_AFTER = 2000;
/** Any fixed number: one fold at a time. */
const FOLD_LOCK = 727_274_107;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(month: string): string {
  const next = new Date(`${month}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

type TallyTable = typeof memberTallies | typeof memberTallyChanges;

/** The filters on a tally table: a missing religion, community or marital status is kept as 0, never asked for. */
function tallyConditions(table: TallyTable, filters: TallyFilters, months: { from?: string; until?: string }): SQL {
  const parts: (SQL | undefined)[] = [
    filters.gender === undefined ? undefined : eq(table.gender, filters.gender),
    filters.religionId === undefined ? undefined : eq(table.religionId, filters.religionId),
    filters.communityId === undefined ? undefined : eq(table.communityId, filters.communityId),
    filters.maritalStatusId === undefined ? undefined : eq(table.maritalStatusId, filters.maritalStatusId),
    filters.documentStatus === undefined ? undefined : eq(table.documentStatus, filters.documentStatus),
    filters.photoPending === undefined ? undefined : eq(table.photoPending, filters.photoPending),
    filters.isBlocked === undefined ? undefined : eq(table.isBlocked, filters.isBlocked),
    months.from === undefined ? undefined : sql`${table.month} >= ${months.from}::date`,
    months.until === undefined ? undefined : sql`${table.month} < ${months.until}::date`,
  ];
  return and(...parts) ?? sql`true`;
}

/**
 * The rollup that answers a list with one filter or none: its dimension and value as the fold writes
 * them; none when two filters or more are combined (the full tallies answer those).
 */
function rollupOf(filters: TallyFilters): { dimension: string; value: string } | undefined {
  const set = [
    filters.gender === undefined ? undefined : { dimension: "gender", value: filters.gender },
    filters.religionId === undefined ? undefined : { dimension: "religion", value: String(filters.religionId) },
    filters.communityId === undefined ? undefined : { dimension: "community", value: String(filters.communityId) },
    filters.maritalStatusId === undefined ? undefined : { dimension: "marital", value: String(filters.maritalStatusId) },
    filters.documentStatus === undefined ? undefined : { dimension: "document", value: filters.documentStatus },
    filters.photoPending === undefined ? undefined : { dimension: "photo", value: String(filters.photoPending) },
    filters.isBlocked === undefined ? undefined : { dimension: "blocked", value: String(filters.isBlocked) },
  ].filter((part) => part !== undefined);
  if (set.length > 1) return undefined;
  return set[0] ?? { dimension: "all", value: "" };
}

async function wholeMonths(db: Db, filters: TallyFilters, months: { from?: string; until?: string }): Promise<{ counts: MonthCount[]; changes: number }> {
  const rollup = rollupOf(filters);
  const r = memberTallyRollups;
  const folded = rollup
    ? sql`select ${r.month} as month, ${r.members} as members, false as changed from ${r} where ${and(
        eq(r.dimension, rollup.dimension),
        eq(r.value, rollup.value),
        months.from === undefined ? undefined : sql`${r.month} >= ${months.from}::date`,
        months.until === undefined ? undefined : sql`${r.month} < ${months.until}::date`,
      )}`
    : sql`select ${memberTallies.month} as month, ${memberTallies.members} as members, false as changed from ${memberTallies} where ${tallyConditions(memberTallies, filters, months)}`;
  const c = memberTallyChanges;
  const result = await db.execute(sql`
    select month::text as month, sum(members)::int as count, (count(*) filter (where changed))::int as changes
    from (${folded} union all select ${c.month} as month, ${c.members} as members, true as changed from ${c} where ${tallyConditions(c, filters, months)}) as t
    group by month order by month`);
  const rows = result.rows as { month: string; count: number; changes: number }[];
  return { counts: rows.filter((row) => row.count !== 0).map(({ month, count }) => ({ month, count })), changes: rows.reduce((n, row) => n + row.changes, 0) };
}

/** Members of a part of one month, counted on the members table. */
async function partOfMonth(db: Db, filters: TallyFilters, startDay: string, endDay: string): Promise<MonthCount> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(...filterConditions(filters), ...registeredBetween(startDay, endDay)));
  return { month: monthOf(startDay), count: row.n };
}

/**
 * The members matching the filters registered between the start of `from` and the end of `to`
 * (either open), by month in ascending order; months without any are left out.
 */
export async function membersByMonth(db: Db, filters: TallyFilters, from?: string, to?: string): Promise<MonthCount[]> {
  const end = to && nextDay(to);
  // Whole months: from the first month that starts on or after `from`, to the month `end` falls in.
  const firstWhole = from && (from === monthOf(from) ? from : nextMonth(monthOf(from)));
  const wholeUntil = end && monthOf(end);
  const parts: Promise<MonthCount>[] = [];
  // The start of a range inside a month: from `from` to that month's end (or the range's, if sooner).
  const head = Boolean(from && from !== monthOf(from));
  if (from && head) {
    const headEnd = end && end < nextMonth(monthOf(from)) ? end : nextMonth(monthOf(from));
    parts.push(partOfMonth(db, filters, from, headEnd));
  }
  // The end of a range inside a month, unless the head already counted it: from that month's start
  // (or the range's, if later) to `end`.
  if (end && end !== monthOf(end) && !(head && from && monthOf(from) === monthOf(end))) {
    parts.push(partOfMonth(db, filters, from && from > monthOf(end) ? from : monthOf(end), end));
  }
  const noWholeMonth = firstWhole !== undefined && wholeUntil !== undefined && firstWhole >= wholeUntil;
  const [whole, ...partial] = await Promise.all([
    noWholeMonth ? { counts: [], changes: 0 } : wholeMonths(db, filters, { from: firstWhole, until: wholeUntil }),
    ...parts,
  ]);
  if (whole.changes >= FOLD_AFTER) await foldTallies(db);
  return [...whole.counts, ...partial.filter((part) => part.count > 0)].sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * Moves the appended changes into the tallies and their rollups, in one statement: a reader sees each
 * change either among the changes or in the tallies, never both, never neither. One fold at a time; a
 * second one meanwhile leaves it to the first.
 */
export async function foldTallies(db: Db): Promise<void> {
  await foldChanges(db, { lock: FOLD_LOCK, changes: memberTallyChanges, fold: async (tx) => {
    const [t, c, r] = [memberTallies, memberTallyChanges, memberTallyRollups];
    const column = (name: string) => sql.identifier(name);
    const keys = [c.month, c.gender, c.religionId, c.communityId, c.maritalStatusId, c.documentStatus, c.photoPending, c.isBlocked];
    const names = sql.join(keys.map((key) => column(key.name)), sql`, `);
    const tally = column(c.members.name);
    const folded = await tx.execute(sql`
      with moved as (delete from ${c} returning ${names}, ${tally}),
      summed as (select ${names}, sum(${tally})::int as ${tally} from moved group by ${names}),
      tallied as (
        insert into ${t} (${names}, ${tally}) select ${names}, ${tally} from summed order by ${names}
        on conflict on constraint ${column("member_tallies_key")} do update set ${tally} = ${t.members} + excluded.${tally}
      ),
      rolled as (
        insert into ${r} (${column(r.month.name)}, ${column(r.dimension.name)}, ${column(r.value.name)}, ${tally})
        select s.${column(c.month.name)}, d.dimension, d.value, sum(s.${tally})::int
        from summed s cross join lateral (values
          ('all', ''), ('gender', s.${column(c.gender.name)}), ('religion', s.${column(c.religionId.name)}::text),
          ('community', s.${column(c.communityId.name)}::text), ('marital', s.${column(c.maritalStatusId.name)}::text),
          ('document', s.${column(c.documentStatus.name)}), ('photo', s.${column(c.photoPending.name)}::text), ('blocked', s.${column(c.isBlocked.name)}::text)
        ) as d(dimension, value)
        group by 1, 2, 3 order by 2, 3, 1
        on conflict on constraint ${column("member_tally_rollups_key")} do update set ${tally} = ${r.members} + excluded.${tally}
      )
      select count(*)::int as moved from moved`);
    await tx.delete(t).where(eq(t.members, 0));
    await tx.delete(r).where(eq(r.members, 0));
    return (folded.rows[0] as { moved: number }).moved;
  } });
}
