/**
 * The body of a claim of the review queue (docs/review.md, "Two staff never hold the same item"), apart
 * from lib/review.ts so that the queue's page downloads no zod: only the api checks it.
 */
import { z } from "zod";
import { CLAIM_AHEAD, parseReviewKey, REVIEW_KINDS } from "./review";

const keyRule = z.string().refine((key) => parseReviewKey(key) !== undefined, { error: "Each item must be a kind and an id, such as documents:42" });

/**
 * A claim: the next items of the queue (of one kind when `kind` is given), none of `exclude` (what the
 * page holds, has decided or skipped this session), after giving up the claims on `release` (skipped
 * items, free for others at once). Claims the page still holds are renewed by naming them in `renew`.
 */
export const reviewClaimSchema = z.strictObject({
  kind: z.enum(REVIEW_KINDS, { error: `kind must be one of ${REVIEW_KINDS.join(", ")}` }).optional(),
  exclude: z.array(keyRule).max(500, "At most 500 items can be left out").default([]),
  release: z.array(keyRule).max(50, "At most 50 items can be released at once").default([]),
  renew: z.array(keyRule).max(CLAIM_AHEAD, `At most ${CLAIM_AHEAD} items can be renewed`).default([]),
  /**
   * New items to claim: what the page lacks to hold CLAIM_AHEAD (CLAIM_AHEAD less those renewed) when
   * absent; 0 only gives up `release` (the page is left).
   */
  take: z.int({ error: "take must be a whole number" }).min(0, "take must be 0 or more").max(CLAIM_AHEAD, `take must be at most ${CLAIM_AHEAD}`).optional(),
});
export type ReviewClaimBody = z.input<typeof reviewClaimSchema>;
