/** The whole dashboard for one range: each part the administrator may see, read at once. */
import type { DashboardAnswer } from "../../../lib/dashboard-answer";
import type { DashboardPart } from "../../../lib/dashboard-parts";
import type { DayRange } from "../../../lib/dashboard-range";
import type { Db } from "../db/client";
import { blockRequestFigures } from "./block-requests";
import { memberFigures } from "./members";
import { periodsOf, type DashboardPeriods } from "./periods";
import { proposalFigures } from "./proposals";
import { revenueFigures } from "./revenue";

const FIGURES: { [P in DashboardPart]: (db: Db, periods: DashboardPeriods) => Promise<NonNullable<DashboardAnswer[P]>> } = {
  members: memberFigures,
  proposals: proposalFigures,
  revenue: revenueFigures,
  blockRequests: blockRequestFigures,
};

export async function readDashboard(db: Db, range: DayRange, today: string, parts: readonly DashboardPart[]): Promise<DashboardAnswer> {
  const periods = periodsOf(range, today);
  // A part the administrator may not see is never read, so nothing of it can reach the answer.
  const figures = await Promise.all(parts.map(async (part) => [part, await FIGURES[part](db, periods)] as const));
  return {
    from: range.from,
    to: range.to,
    previousFrom: periods.previous.from,
    previousTo: periods.previous.to,
    today,
    bucket: periods.bucket,
    buckets: periods.buckets,
    parts: [...parts],
    ...Object.fromEntries(figures),
  };
}
