/**
 * Block Users: approving a request blocks the REPORTED member and ends their app sessions; rejecting
 * changes nothing but the request (docs/members.md, "Block requests"). The engine runs each action in
 * one transaction with its audit entry; these hooks change rows only where the request is still
 * pending, so two staff deciding at once cannot both succeed.
 */
import { MESSAGES } from "@/lib/messages";
import { and, eq, isNull, not, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { adminOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { blockRequests, members, memberSessions } from "../../db/schema";
import { parseId } from "../../../../lib/ids";
import type { ResourceHooks } from "../../engine/hooks";
import { HttpError } from "../../http/envelope";
import { blockRequestSource } from "./block-request-source";


/**
 * Marks a pending request decided by the signed-in admin; 409 when it no longer is pending (another
 * admin decided it since the engine read it). Answers the reported member's id.
 */
async function decide(db: Db, request: FastifyRequest, id: number, status: "approved" | "rejected"): Promise<number> {
  const [decided] = await db
    .update(blockRequests)
    .set({ status, decidedAt: sql`now()`, decidedBy: adminOf(request).row.id })
    .where(and(eq(blockRequests.id, id), eq(blockRequests.status, "pending")))
    .returning({ reportedId: blockRequests.reportedId });
  if (!decided) throw new HttpError(409, MESSAGES.requestAlreadyDecided);
  return decided.reportedId;
}

export const blockRequestHooks: ResourceHooks = {
  source: blockRequestSource,
  // The action is about the reported member: it is filed in their History.
  memberOf: (row) => parseId(row.reportedId),
  actions: {
    async approve({ db, request, row }) {
      const memberId = await decide(db, request, row.id, "approved");
      // A member blocked already keeps the moment of their first block.
      await db
        .update(members)
        .set({ isBlocked: true, blockedAt: sql`now()` })
        .where(and(eq(members.id, memberId), not(members.isBlocked)));
      // Signs them out of the app on every device: their open sessions end now.
      await db
        .update(memberSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
      // Other pending requests against the same member stay pending: each is decided on its own, never silently.
      return `Request approved: ${String(row.reported)} is blocked and signed out of the app.`;
    },
    async reject({ db, request, row }) {
      await decide(db, request, row.id, "rejected");
      return "Request rejected: both members stay as they were.";
    },
  },
  undo: {
    /**
     * Undo of Approve from its toast (docs/undo.md): the request waits again, and the reported member's
     * block goes unless another approved request holds it. Their app sessions stay ended: they sign in again.
     */
    async approve({ db, row }) {
      const [back] = await db
        .update(blockRequests)
        .set({ status: "pending", decidedAt: null, decidedBy: null })
        .where(and(eq(blockRequests.id, row.id), eq(blockRequests.status, "approved")))
        .returning({ reportedId: blockRequests.reportedId });
      if (!back) throw new HttpError(409, MESSAGES.undoChangedSince);
      const [held] = await db
        .select({ id: blockRequests.id })
        .from(blockRequests)
        .where(and(eq(blockRequests.reportedId, back.reportedId), eq(blockRequests.status, "approved")))
        .limit(1);
      if (held) return MESSAGES.undone(`the request waits again; ${String(row.reported)} stays blocked by another approved request.`);
      await db.update(members).set({ isBlocked: false, blockedAt: null }).where(eq(members.id, back.reportedId));
      return MESSAGES.undone(`the request waits again and ${String(row.reported)} is no longer blocked.`);
    },
  },
};
