/**
 * The dashboard's proposals, from the proposal tallies (reports/proposal-tallies.ts): sent on the day
 * they were sent, accepted and rejected on the day they were answered. No proposal is read.
 */
import type { DashboardAnswer } from "../../../lib/dashboard-answer";
import type { Db } from "../db/client";
import { PROPOSAL_TALLY_KINDS, type ProposalTallyKind } from "../db/schema";
import { proposalCounts, proposalTotal } from "../reports/proposal-tallies";
import { perBucket, type DashboardPeriods } from "./periods";

export async function proposalFigures(db: Db, { range, previous, today, yesterday, bucket, buckets }: DashboardPeriods): Promise<NonNullable<DashboardAnswer["proposals"]>> {
  const [counted, sentBefore, lastTwoDays] = await Promise.all([
    proposalCounts(db, PROPOSAL_TALLY_KINDS, range, bucket),
    proposalTotal(db, "sent", previous),
    proposalCounts(db, ["sent"], { from: yesterday, to: today }, "day"),
  ]);
  const of = (kind: ProposalTallyKind) => perBucket(buckets, counted.filter((row) => row.kind === kind).map((row) => [row.day, row.count] as const));
  const sentOn = (day: string) => lastTwoDays.find((row) => row.day === day)?.count ?? 0;
  const sent = of("sent");
  return {
    sentToday: { value: sentOn(today), previous: sentOn(yesterday) },
    sentInRange: { value: sent.reduce((n, c) => n + c, 0), previous: sentBefore },
    sent,
    accepted: of("accepted"),
    rejected: of("rejected"),
  };
}
