/**
 * What members do to each other: proposals (about ten sent per member), favourites (about two),
 * blocks (one in ten members hides someone) and block requests to staff (a few per thousand members).
 * Generated members only ever meet generated members; the scenario members' relations are stated in
 * scenarios.ts. Nothing happens before both members registered.
 */
import { blockRequests, favourites, memberBlocks, proposals } from "../../db/schema";
import { between, daysAgo, generatedCount, pickMember, randomFor, type Context } from "./context";
import { memberRandom, STREAM, weighted } from "./random";
import { SCENARIO_BLOCK_REQUESTS, SCENARIO_FAVOURITES, SCENARIO_MEMBER_BLOCKS, SCENARIO_PROPOSALS } from "./scenarios";
import { tableLoad } from "./table-load";
import { DAY, HOUR } from "./time";
import { BLOCK_REASONS } from "./vocabulary";

/** Requests per generated member (3 in 1,000). */
const REQUEST_RATE = 0.003;
const requestStatus = weighted([["pending", 50], ["approved", 30], ["rejected", 20]] as const);

/**
 * The generated block requests, decided before any member is written: an approved one blocks the
 * reported member (members.is_blocked, blocked_at at the decision; the earliest when several).
 */
export function planRequests(context: Context): void {
  for (const request of SCENARIO_BLOCK_REQUESTS) {
    if ("decidedDaysAgo" in request && request.status === "approved") context.blockedAt.set(request.reported.id, daysAgo(context, request.decidedDaysAgo));
  }
  const count = Math.round(generatedCount(context) * REQUEST_RATE);
  for (let n = 0; n < count; n++) {
    const random = memberRandom(context.seed, n, STREAM.requests);
    const reporterId = pickMember(context, random, 0, null);
    const reportedId = pickMember(context, random, reporterId, null);
    if (!reporterId || !reportedId) break;
    const status = requestStatus(random);
    const createdAt = between(random, Math.max(context.facts.registered[reporterId], context.facts.registered[reportedId]), context.asOf - 2 * HOUR);
    const decidedAt = status === "pending" ? null : between(random, createdAt + HOUR, Math.min(context.asOf - HOUR, createdAt + 10 * DAY));
    context.requests.push({ reporterId, reportedId, reason: random.pick(BLOCK_REASONS), status, createdAt, decidedAt });
    const blockedAt = context.blockedAt.get(reportedId);
    if (status === "approved" && decidedAt !== null && (blockedAt === undefined || decidedAt < blockedAt)) context.blockedAt.set(reportedId, decidedAt);
  }
}

export const blockRequestsTable = tableLoad(
  blockRequests,
  ["id", "reporterId", "reportedId", "reason", "status", "createdAt", "decidedAt", "decidedBy"],
  function* (context) {
    let id = 1;
    for (const r of SCENARIO_BLOCK_REQUESTS) {
      const decided = "decidedDaysAgo" in r ? new Date(daysAgo(context, r.decidedDaysAgo)) : null;
      yield [id++, r.reporter.id, r.reported.id, r.reason, r.status, new Date(daysAgo(context, r.daysAgo)), decided, null];
    }
    for (const r of context.requests) {
      // decided_by stays empty: no staff member decided generated requests.
      yield [id++, r.reporterId, r.reportedId, r.reason, r.status, new Date(r.createdAt), r.decidedAt === null ? null : new Date(r.decidedAt), null];
    }
  },
);

/** A proposal's fate: most wait for an answer. */
const proposalFate = weighted([["pending", 68], ["accepted", 13], ["rejected", 15], ["cancelled", 4]] as const);

export const proposalsTable = tableLoad(
  proposals,
  ["id", "senderId", "receiverId", "status", "isCancelled", "createdAt", "respondedAt"],
  function* (context) {
    let id = 1;
    for (const p of SCENARIO_PROPOSALS) {
      const responded = p.respondedDaysAgo === undefined ? null : new Date(daysAgo(context, p.respondedDaysAgo));
      yield [id++, p.from.id, p.to.id, p.status, p.cancelled ?? false, new Date(daysAgo(context, p.daysAgo)), responded];
    }
    const { gender } = context.facts;
    for (let sender = context.firstGenerated; sender <= context.total; sender++) {
      const random = randomFor(context, sender, STREAM.proposals);
      // Exponential around ten: many send a few, some send dozens.
      const count = Math.min(80, Math.floor(-Math.log(1 - random.next()) * 10.5));
      if (!count) continue;
      const registered = context.facts.registered[sender];
      // A blocked member sent nothing after the block.
      const until = context.blockedAt.get(sender) ?? context.asOf - HOUR;
      const taken: number[] = [];
      const sent: [receiver: number, status: string, cancelled: boolean, created: number, responded: number | null][] = [];
      for (let n = 0; n < count; n++) {
        const receiver = pickMember(context, random, sender, random.chance(0.98) ? 1 - gender[sender] : gender[sender], taken);
        if (!receiver) break;
        taken.push(receiver);
        const from = Math.max(registered, context.facts.registered[receiver]);
        if (from >= until) continue;
        const created = between(random, from, until);
        const fate = proposalFate(random);
        const answered = fate === "accepted" || fate === "rejected";
        const responded = answered ? between(random, created + 10 * 60_000, Math.min(context.asOf - HOUR, created + 15 * DAY)) : null;
        sent.push([receiver, answered ? fate : "pending", fate === "cancelled", created, responded]);
      }
      // In time order, as a member sends them: the sender index (sender, created_at, id) then builds from sorted rows.
      sent.sort((a, b) => a[3] - b[3]);
      for (const [receiver, status, cancelled, created, responded] of sent) {
        yield [id++, sender, receiver, status, cancelled, new Date(created), responded === null ? null : new Date(responded)];
      }
    }
  },
);

const favouriteCount = weighted([[0, 28], [1, 20], [2, 18], [3, 12], [4, 9], [5, 6], [6, 5], [8, 2]] as const);

export const favouritesTable = tableLoad(favourites, ["id", "memberId", "favouriteId", "createdAt"], function* (context) {
  let id = 1;
  for (const f of SCENARIO_FAVOURITES) yield [id++, f.member.id, f.other.id, new Date(daysAgo(context, f.daysAgo))];
  for (let member = context.firstGenerated; member <= context.total; member++) {
    const random = randomFor(context, member, STREAM.favourites);
    const count = favouriteCount(random);
    const taken: number[] = [];
    for (let n = 0; n < count; n++) {
      const other = pickMember(context, random, member, random.chance(0.95) ? 1 - context.facts.gender[member] : null, taken);
      if (!other) break;
      taken.push(other);
      const from = Math.max(context.facts.registered[member], context.facts.registered[other]);
      yield [id++, member, other, new Date(between(random, from, context.asOf - HOUR))];
    }
  }
});

export const memberBlocksTable = tableLoad(memberBlocks, ["id", "memberId", "blockedId", "createdAt"], function* (context) {
  let id = 1;
  for (const b of SCENARIO_MEMBER_BLOCKS) yield [id++, b.member.id, b.other.id, new Date(daysAgo(context, b.daysAgo))];
  for (let member = context.firstGenerated; member <= context.total; member++) {
    const random = randomFor(context, member, STREAM.blocks);
    const roll = random.next();
    const count = roll < 0.005 ? 2 : roll < 0.095 ? 1 : 0;
    const taken: number[] = [];
    for (let n = 0; n < count; n++) {
      const other = pickMember(context, random, member, null, taken);
      if (!other) break;
      taken.push(other);
      const from = Math.max(context.facts.registered[member], context.facts.registered[other]);
      yield [id++, member, other, new Date(between(random, from, context.asOf - HOUR))];
    }
  }
});
