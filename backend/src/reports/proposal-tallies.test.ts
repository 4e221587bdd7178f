/**
 * The proposal tallies and the members' proposal counts (migration 0015, docs/reports.md "Speed")
 * equal a full recount after a random sequence of what happens to proposals: sent one by one and in
 * bulk, accepted, rejected, answered again, moved in time, deleted one by one and with their member,
 * with folds in between. The sequence is seeded, and the seed is printed when a comparison fails.
 */
import { randomInt } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { members, memberProposalCounts, PROPOSAL_TALLY_KINDS, proposals } from "../db/schema";
import { describeEachDatabase } from "../../test/databases";
import { insertMember } from "../../test/members";
import { seedReferenceData } from "../engine/seed";
import { foldProposalTallies, proposalCounts } from "./proposal-tallies";

/** A small seeded generator: the same seed, the same sequence. */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

const DAY = 86_400_000;

describeEachDatabase("proposal tallies", (t) => {
  beforeAll(async () => {
    await seedReferenceData(t.db);
  });

  /** What the tallies should say, counted on the proposals themselves for the members of the test. */
  async function recount(ids: number[]) {
    const byDay = await t.db.execute(sql`
      select day::text as day, kind, count(*)::int as count from (
        select (created_at at time zone 'Asia/Kolkata')::date as day, 'sent' as kind from proposals where sender_id in ${ids}
        union all
        select (responded_at at time zone 'Asia/Kolkata')::date, status from proposals where sender_id in ${ids} and status <> 'pending' and responded_at is not null
      ) as p group by 1, 2 order by 1, 2`);
    const perMember = await t.db.execute(sql`
      select m as "memberId", sum(s)::int as sent, sum(r)::int as received from (
        select sender_id, 1, 0 from proposals where sender_id in ${ids} union all select receiver_id, 0, 1 from proposals where receiver_id in ${ids}
      ) as c(m, s, r) group by m order by m`);
    return { byDay: byDay.rows, perMember: perMember.rows };
  }

  /** What the tallies say over the test's own days (years no other test uses) and for its members. */
  async function tallied(ids: number[]) {
    const byDay = await proposalCounts(t.db, PROPOSAL_TALLY_KINDS, { from: "1990-01-01", to: "1991-12-31" });
    const perMember = await t.db
      .select({ memberId: memberProposalCounts.memberId, sent: memberProposalCounts.sent, received: memberProposalCounts.received })
      .from(memberProposalCounts)
      .where(inArray(memberProposalCounts.memberId, ids))
      .orderBy(memberProposalCounts.memberId);
    return { byDay: byDay.map(({ day, kind, count }) => ({ day, kind, count })), perMember: perMember.filter((row) => row.sent || row.received) };
  }

  it("equal a full recount after a random sequence of sends, answers, moves, deletions and folds", async () => {
    const seed = randomInt(1, 2 ** 31);
    const random = seeded(seed);
    const made = await Promise.all(Array.from({ length: 12 }, () => insertMember(t.db, { registeredAt: new Date(Date.UTC(1989, 0, 1)) })));
    const ids = made.map((m) => m.id);
    const start = Date.UTC(1990, 0, 1);
    const moment = () => new Date(start + random(700) * DAY + random(DAY));
    const pair = () => {
      const sender = ids[random(ids.length)];
      let receiver = ids[random(ids.length)];
      if (receiver === sender) receiver = ids[(ids.indexOf(sender) + 1) % ids.length];
      return { senderId: sender, receiverId: receiver };
    };
    const mine = async () => (await t.db.select({ id: proposals.id }).from(proposals).where(inArray(proposals.senderId, ids))).map((row) => row.id);
    const pick = async () => {
      const all = await mine();
      return all.length ? all[random(all.length)] : undefined;
    };

    const steps: (() => Promise<unknown>)[] = [
      // One sent, as the app sends them.
      () => t.db.insert(proposals).values({ ...pair(), createdAt: moment() }),
      // Many at once, in one statement (a bulk load), some answered already.
      () =>
        t.db.insert(proposals).values(
          Array.from({ length: 1 + random(30) }, () => {
            const createdAt = moment();
            const status = (["pending", "accepted", "rejected"] as const)[random(3)];
            return { ...pair(), createdAt, status, respondedAt: status === "pending" ? null : new Date(createdAt.getTime() + random(20) * DAY) };
          }),
        ),
      // Accepted or rejected, on a later day.
      async () => {
        const id = await pick();
        if (!id) return;
        const status = random(2) ? "accepted" : "rejected";
        await t.db.update(proposals).set({ status, respondedAt: sql`${proposals.createdAt} + ${`${random(10)} days`}::interval` }).where(eq(proposals.id, id));
      },
      // Back to pending (an answer withdrawn), or many answered at once.
      async () => {
        const id = await pick();
        if (id) await t.db.update(proposals).set({ status: "pending", respondedAt: null }).where(eq(proposals.id, id));
      },
      () => t.db.update(proposals).set({ status: "rejected", respondedAt: moment() }).where(sql`${proposals.senderId} in ${ids} and ${proposals.id} % 7 = ${random(7)}`),
      // Moved in time (a correction), across days.
      () => t.db.update(proposals).set({ createdAt: sql`${proposals.createdAt} + interval '1 day 3 hours'` }).where(sql`${proposals.senderId} in ${ids} and ${proposals.id} % 5 = ${random(5)}`),
      // Deleted.
      async () => {
        const id = await pick();
        if (id) await t.db.delete(proposals).where(eq(proposals.id, id));
      },
      // Folded, at any moment.
      () => foldProposalTallies(t.db),
    ];

    try {
      for (let i = 0; i < 120; i++) {
        await steps[random(steps.length)]();
        if (i % 20 === 19) expect(await tallied(ids)).toEqual(await recount(ids));
      }
      // A member deleted takes their proposals, sent and received, with them.
      const gone = ids.pop()!;
      await t.db.delete(proposals).where(sql`${proposals.senderId} = ${gone} or ${proposals.receiverId} = ${gone}`);
      await t.db.delete(members).where(eq(members.id, gone));
      expect(await tallied(ids)).toEqual(await recount(ids));
      await foldProposalTallies(t.db);
      const { rows } = await t.db.execute(sql`select count(*)::int as n from proposal_tally_changes`);
      expect((rows[0] as { n: number }).n).toBe(0);
      expect(await tallied(ids)).toEqual(await recount(ids));
    } catch (error) {
      throw new Error(`With seed ${seed}: ${(error as Error).message}`);
    }
  });
});
