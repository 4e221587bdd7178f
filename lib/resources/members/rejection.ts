import { text } from "../../engine/fields";

/** A reason given with a rejection: what the member may be told (docs/review.md). */
export const REASON_MAX_LENGTH = 300;

/**
 * What a rejection of a member's document, photo or block request asks: a reason, which its audit entry
 * keeps and the member's notice quotes. Apart from lib/review.ts, so a page's declarations carry no queue.
 */
export const REJECTION_FIELDS = { reason: text("Reason", REASON_MAX_LENGTH, { required: false, multiline: true }) };
