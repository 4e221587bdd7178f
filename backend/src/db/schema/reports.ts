/**
 * What the dashboard and the reports read instead of counting ten million proposals (docs/reports.md,
 * "Speed"): proposals by day and kind. Triggers on `proposals` (migration 0015) append what each
 * statement changed to `proposal_tally_changes`, which never waits on another writer; the api folds
 * them into `proposal_tallies` from time to time, and a count is the sum of both.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";

/** The kinds a proposal is counted in: sent on the day it was sent, accepted or rejected on the day it was answered (an answer without its day is counted as sent only). */
export const PROPOSAL_TALLY_KINDS = ["sent", "accepted", "rejected"] as const;
export type ProposalTallyKind = (typeof PROPOSAL_TALLY_KINDS)[number];

const proposalTallyColumns = () => ({
  /** The day, in the service's time zone (lib/time-zone.ts). */
  day: date("day", { mode: "string" }).notNull(),
  kind: text("kind").notNull(),
  proposals: integer("proposals").notNull(),
});

export const proposalTallies = pgTable("proposal_tallies", proposalTallyColumns(), (t) => [unique("proposal_tallies_key").on(t.kind, t.day)]);

export const proposalTallyChanges = pgTable("proposal_tally_changes", proposalTallyColumns());

/**
 * Each member's proposals sent and received, all time: Top Request Send and Receive rank a million
 * members by an index walk instead of grouping ten million proposals. Kept by triggers on `proposals`
 * (migration 0015); a member who never sent nor received one has no row.
 */
export const memberProposalCounts = pgTable(
  "member_proposal_counts",
  {
    memberId: integer("member_id").primaryKey(),
    sent: integer("sent").notNull(),
    received: integer("received").notNull(),
  },
  (t) => [index("member_proposal_counts_sent_idx").on(t.sent, t.memberId).where(sql`${t.sent} > 0`), index("member_proposal_counts_received_idx").on(t.received, t.memberId).where(sql`${t.received} > 0`)],
);
