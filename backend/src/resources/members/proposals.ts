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
import { dayOf, memberTabSource, orderOf } from "./tab-source";
import { personName } from "../../db/person-name";

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

const select = (db: Db) =>
  db
    .select({
      id: proposals.id,
      senderId: proposals.senderId,
      receiverId: proposals.receiverId,
      sender: personName(sender),
      senderCode: sender.memberCode,
      receiver: personName(receiver),
      receiverCode: receiver.memberCode,
      proposalStatus: label,
      createdAt: proposals.createdAt,
      respondedAt: proposals.respondedAt,
    })
    .from(proposals)
    .innerJoin(sender, eq(sender.id, proposals.senderId))
    .innerJoin(receiver, eq(receiver.id, proposals.receiverId))
    .$dynamic();

/** Past this many rows a page is chosen from the index alone (see pageOf). */
const DEEP_OFFSET = 200;

/**
 * A page of the member's proposals, before their members are read. A near page (the ones staff open)
 * reads its rows straight from the member's index walk. A page far down a popular member's Received tab
 * would read every row it skips: it is chosen from the index alone (an index-only walk), and only its
 * own rows are read.
 */
function pageOf(db: Db, query: ListQuery, { limit, offset }: { limit: number; offset: number }) {
  const order = orderOf(query, SORTS, proposals.id);
  const rows = db
    .select({
      id: proposals.id,
      senderId: proposals.senderId,
      receiverId: proposals.receiverId,
      proposalStatus: sql<ProposalLabel>`${label}`.as("proposal_status"),
      createdAt: proposals.createdAt,
      respondedAt: proposals.respondedAt,
    })
    .from(proposals)
    .$dynamic();
  if (offset < DEEP_OFFSET) return rows.where(where(query)).orderBy(...order).limit(limit).offset(offset).as("page");
  const ids = db.select({ id: proposals.id }).from(proposals).where(where(query)).orderBy(...order).limit(limit).offset(offset);
  return rows.where(inArray(proposals.id, ids)).as("page");
}

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
    async rows(db, query, window) {
      const side = query.senderId !== undefined ? "sent" : "received";
      const page = pageOf(db, query, window);
      // Only the page's rows read their two members, by primary key.
      const rows = await db
        .select({
          id: page.id,
          senderId: page.senderId,
          receiverId: page.receiverId,
          sender: personName(sender),
          senderCode: sender.memberCode,
          receiver: personName(receiver),
          receiverCode: receiver.memberCode,
          proposalStatus: page.proposalStatus,
          createdAt: page.createdAt,
          respondedAt: page.respondedAt,
        })
        .from(page)
        .innerJoin(sender, eq(sender.id, page.senderId))
        .innerJoin(receiver, eq(receiver.id, page.receiverId))
        .orderBy(...orderOf(query, { createdAt: page.createdAt, respondedAt: page.respondedAt, proposalStatus: page.proposalStatus }, page.id));
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
