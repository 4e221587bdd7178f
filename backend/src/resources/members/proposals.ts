/**
 * A member's Sent and Received tabs (`memberproposal`, fixed `senderId` or `receiverId`). A page is a
 * walk of proposals_sender_idx or proposals_receiver_idx (member, created_at, id) backwards, with the
 * two members of each row read by their primary keys: a short walk at ten million proposals.
 */
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { PROPOSAL_LABELS } from "../../../../lib/resources/members/member-tabs";
import type { Db } from "../../db/client";
import { members, proposals } from "../../db/schema";
import type { ResourceHooks, Row } from "../../engine/hooks";
import { dayOf, fullName, memberTabSource, orderOf } from "./tab-source";

type ProposalLabel = (typeof PROPOSAL_LABELS)[number];

const sender = alias(members, "sender");
const receiver = alias(members, "receiver");

/** A cancelled proposal reads Cancelled whatever its answer; otherwise its answer, or Pending. */
const label = sql<ProposalLabel>`case when ${proposals.isCancelled} then 'Cancelled' when ${proposals.status} = 'accepted' then 'Accepted' when ${proposals.status} = 'rejected' then 'Rejected' else 'Pending' end`;

const STATUS_WHERE: Record<ProposalLabel, SQL> = {
  Cancelled: sql`${proposals.isCancelled}`,
  Pending: sql`not ${proposals.isCancelled} and ${proposals.status} = 'pending'`,
  Accepted: sql`not ${proposals.isCancelled} and ${proposals.status} = 'accepted'`,
  Rejected: sql`not ${proposals.isCancelled} and ${proposals.status} = 'rejected'`,
};

function where(query: ListQuery): SQL | undefined {
  return and(
    query.senderId === undefined ? undefined : eq(proposals.senderId, query.senderId as number),
    query.receiverId === undefined ? undefined : eq(proposals.receiverId, query.receiverId as number),
    query.proposalStatus === undefined ? undefined : STATUS_WHERE[query.proposalStatus as ProposalLabel],
  );
}

const SORTS = { createdAt: proposals.createdAt, respondedAt: proposals.respondedAt, proposalStatus: label };

const columns = {
  id: proposals.id,
  senderId: proposals.senderId,
  receiverId: proposals.receiverId,
  sender: fullName(sender),
  senderCode: sender.memberCode,
  receiver: fullName(receiver),
  receiverCode: receiver.memberCode,
  proposalStatus: label,
  createdAt: proposals.createdAt,
  respondedAt: proposals.respondedAt,
};

const select = (db: Db) =>
  db.select(columns).from(proposals).innerJoin(sender, eq(sender.id, proposals.senderId)).innerJoin(receiver, eq(receiver.id, proposals.receiverId)).$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

/**
 * A row as the tab shows it: its two members, and `member`, the one that is not the member whose tab
 * it is (the receiver on the Sent tab, the sender on the Received tab). Read by id, no tab is chosen:
 * the row names both and no `member`.
 */
function shown(row: Selected, side?: "sent" | "received"): Row {
  const { createdAt, respondedAt, ...rest } = row;
  const other =
    side === "sent"
      ? { memberId: row.receiverId, member: row.receiver, memberCode: row.receiverCode }
      : side === "received"
        ? { memberId: row.senderId, member: row.sender, memberCode: row.senderCode }
        : {};
  return { ...rest, ...other, createdAt: dayOf(createdAt), respondedAt: dayOf(respondedAt) };
}

export const memberProposalHooks: ResourceHooks = {
  source: memberTabSource({
    memberFilters: ["senderId", "receiverId"],
    async rows(db, query, { limit, offset }) {
      const side = query.senderId !== undefined ? "sent" : "received";
      const order = orderOf(query, SORTS, proposals.id);
      // The page is chosen from the index alone, and only its rows read their two members: a page far
      // down a popular member's Received tab skips index entries, not joins.
      const page = db.select({ id: proposals.id }).from(proposals).where(where(query)).orderBy(...order).limit(limit).offset(offset);
      const rows = await select(db)
        .where(inArray(proposals.id, page))
        .orderBy(...order);
      return rows.map((row) => shown(row, side));
    },
    async count(db, query) {
      const [{ total }] = await db.select({ total: count() }).from(proposals).where(where(query));
      return total;
    },
    async one(db, id) {
      const [row] = await select(db).where(eq(proposals.id, id));
      return row && shown(row);
    },
  }),
};
