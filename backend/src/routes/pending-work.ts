/**
 * `GET /api/admin/users/pendingWork`: the work waiting beside the administrator's pages in the sidebar
 * (docs/pending-work.md). Only the pages they may open are counted. Each count reads the member tallies
 * or a small index, so it stays cheap at a million members: the console asks every 30 s per open tab.
 */
import type { FastifyInstance } from "fastify";
import { count, eq } from "drizzle-orm";
import { canOpen } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { pageBySlug } from "@/lib/pages";
import { kindsDecidedBy } from "@/lib/review";
import { PENDING_WORK, pendingOf, type PendingCounts, type PendingPage, type PendingPart } from "@/lib/pending-work";
import { adminOf } from "../auth/guard";
import type { Db } from "../db/client";
import { blockRequests, payments } from "../db/schema";
import { ok } from "../http/envelope";
import { membersByMonth } from "../resources/members/member-tallies";
import { photoReviewIsOn } from "../resources/members/app-user-rows";

const membersWaiting = async (db: Db, filters: Parameters<typeof membersByMonth>[1]) => (await membersByMonth(db, filters)).reduce((sum, month) => sum + month.count, 0);

/** Each part's count; the review queue says what is left with the same (backend/src/review). */
export const COUNTS: Record<PendingPart, (db: Db) => Promise<number>> = {
  documents: (db) => membersWaiting(db, { documentStatus: "pending" }),
  // Photos wait for staff only while the Setting puts them under review; otherwise none can be approved.
  photos: async (db) => ((await photoReviewIsOn(db)) ? membersWaiting(db, { photoPending: true }) : 0),
  blockRequests: async (db) => (await db.select({ n: count() }).from(blockRequests).where(eq(blockRequests.status, "pending")))[0].n,
  payments: async (db) => (await db.select({ n: count() }).from(payments).where(eq(payments.status, "Pending")))[0].n,
};

export async function pendingWorkOf(db: Db, grant: Parameters<typeof canOpen>[0]): Promise<PendingCounts> {
  const held = (Object.keys(PENDING_WORK) as PendingPage[]).filter((slug) => canOpen(grant, pageBySlug(slug)!.title));
  // Review counts only the kinds this staff member may decide, as its queue offers them.
  const decided = new Set<PendingPart>(kindsDecidedBy(grant));
  const partsOf = (slug: PendingPage): readonly PendingPart[] => (slug === "review" ? PENDING_WORK.review.filter((part) => decided.has(part)) : PENDING_WORK[slug]);
  // Each part is counted once, however many pages show it.
  const counts = new Map<PendingPart, Promise<number>>();
  const countOf = (part: PendingPart) => counts.get(part) ?? counts.set(part, COUNTS[part](db)).get(part)!;
  const counted = await Promise.all(held.map(async (slug) => [slug, pendingOf(Object.fromEntries(await Promise.all(partsOf(slug).map(async (part) => [part, await countOf(part)]))))] as const));
  return Object.fromEntries(counted);
}

export async function pendingWorkRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(apiPaths.account.pendingWork, async (request, reply) => {
    const { row, pagePermissions } = adminOf(request);
    return ok(reply, [await pendingWorkOf(db, { roleId: row.roleId, pagePermissions })]);
  });
}
