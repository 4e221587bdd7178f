/**
 * The review queue's api (docs/review.md): `GET /api/admin/review` says what waits of the kinds the
 * caller may decide; `POST /api/admin/review/claim` claims the next items for them. The guard asks the
 * Review page's rights (Read, and Edit to claim; the demo administrator claims nothing); each kind also
 * needs Edit on its own page (kindsDecidedBy). Decisions are not made here: the page calls each kind's
 * own action (App Users, Block Users), which checks its own rights, audits, and answers 409 when someone
 * else decided first.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Grant } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug } from "@/lib/pages";
import { kindsDecidedBy, REVIEW_DECISIONS, type ReviewClaimAnswer, type ReviewKind, type ReviewLeft, type ReviewSummary } from "@/lib/review";
import { reviewClaimSchema } from "@/lib/review-claim";
import { adminOf } from "../auth/guard";
import type { Db } from "../db/client";
import { HttpError, ok } from "../http/envelope";
import { validate } from "../http/validate";
import { photoReviewIsOn } from "../resources/members/app-user-rows";
import { COUNTS } from "../routes/pending-work";
import { claim } from "./claims";
import { readItems } from "./items";

const grantOf = (request: FastifyRequest): Grant & { id: number } => {
  const { row, pagePermissions } = adminOf(request);
  return { id: row.id, roleId: row.roleId, pagePermissions };
};

/** The kinds the queue offers this caller now: those they may decide, photos only while photos are reviewed. */
const offered = (grant: Grant, photosReviewed: boolean): ReviewKind[] => kindsDecidedBy(grant).filter((kind) => kind !== "photos" || photosReviewed);

/** What waits of each kind offered, counted as the sidebar counts it (docs/pending-work.md). */
async function leftOf(db: Db, kinds: readonly ReviewKind[]): Promise<ReviewLeft> {
  return Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await COUNTS[kind](db)] as const)));
}

export async function reviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(apiPaths.review(), async (request, reply) => {
    const grant = grantOf(request);
    const photosReviewed = await photoReviewIsOn(db);
    const summary: ReviewSummary = { left: await leftOf(db, offered(grant, photosReviewed)), photosReviewed };
    return ok(reply, [summary]);
  });

  app.post(apiPaths.reviewClaim(), async (request, reply) => {
    const body = validate(reviewClaimSchema, request.body ?? {});
    const grant = grantOf(request);
    if (body.kind && !kindsDecidedBy(grant).includes(body.kind)) {
      const { label, page } = REVIEW_DECISIONS[body.kind];
      throw new HttpError(403, MESSAGES.reviewKindNotDecided(label, pageBySlug(page)!.title));
    }
    const kinds = offered(grant, await photoReviewIsOn(db));
    const { claimed, renewed, until } = await claim(db, {
      adminId: grant.id,
      kinds: body.kind ? kinds.filter((kind) => kind === body.kind) : kinds,
      exclude: body.exclude,
      release: body.release,
      renew: body.renew,
      take: body.take,
    });
    const [items, left] = await Promise.all([readItems(db, claimed), leftOf(db, kinds)]);
    const answer: ReviewClaimAnswer = { items, renewed, left, claimedUntil: until.toISOString() };
    return ok(reply, [answer]);
  });
}
