/**
 * The review queue (docs/review.md): documents to verify, profile photos to approve and block requests
 * to decide, one at a time, oldest first, across the kinds the staff member may decide. The api claims
 * items for a short while (`POST /api/admin/review/claim`) so two staff never hold the same one; a
 * decision is the kind's own action on its own page (App Users, Block Users), with that page's rights,
 * audit entry and 409 when someone else decided first. Pure: the api, the page and the tests read the
 * same kinds, shapes and rules.
 */
import type { MemberSignals } from "./signals";
import { canOpen, may, type Grant } from "./access";
import { pageBySlug } from "./pages";
import type { PendingPart } from "./pending-work";

/** A kind of item, named as the sidebar's count of waiting work names it (lib/pending-work.ts). */
export const REVIEW_KINDS = ["documents", "photos", "blockRequests"] as const satisfies readonly PendingPart[];
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/**
 * How each kind is decided: the page whose right it needs (its slug), and the actions of that page's
 * resource that approve and reject it, run on the item's id (a member for documents and photos, a
 * request for block requests). Rejecting takes `{ reason }`.
 */
export const REVIEW_DECISIONS = {
  documents: { label: "Documents", page: "appuser", resource: "appuser", approve: "verifyDocuments", reject: "rejectDocuments" },
  photos: { label: "Profile photos", page: "appuser", resource: "appuser", approve: "approvePhoto", reject: "rejectPhoto" },
  blockRequests: { label: "Block requests", page: "blockuser", resource: "blockrequest", approve: "approve", reject: "reject" },
} as const satisfies Record<ReviewKind, { label: string; page: string; resource: string; approve: string; reject: string }>;

/**
 * The kinds this staff member may decide: those whose own page they may edit (docs/review.md, "Who").
 * Every item shows its members' profiles and histories, which are App Users' to show, so each kind
 * needs App Users open too (block requests included).
 */
export const kindsDecidedBy = (grant: Grant): ReviewKind[] =>
  canOpen(grant, "App Users") ? REVIEW_KINDS.filter((kind) => may(grant, pageBySlug(REVIEW_DECISIONS[kind].page)!.title, "edit")) : [];

/**
 * How long a claim holds an item for its staff member: long enough to look and decide, short enough
 * that an item left behind (a closed tab) is back in the queue soon. Each claim renews what it still holds.
 */
export const CLAIM_SECONDS = 120;
/** Items claimed at once: the one shown and the next, so the next decision shows at once. */
export const CLAIM_AHEAD = 2;
export { REASON_MAX_LENGTH } from "./resources/members/rejection";

/** The reasons offered for a rejection, by kind; "Other" takes free text. */
export const REJECT_REASONS: Record<ReviewKind, readonly string[]> = {
  documents: ["The document cannot be read", "The document does not match the profile", "This document is not accepted as proof", "The document has expired"],
  photos: ["The face is not clearly visible", "The photo is not of the member", "The photo is not suitable for a profile", "The photo is of low quality"],
  blockRequests: ["The reason given does not call for a block", "No sign of misconduct by the reported member", "The same complaint was already decided"],
};

/** An item's identity across kinds: `documents:42`. */
export const reviewKey = (kind: ReviewKind, id: number) => `${kind}:${id}`;
const KEY_PATTERN = new RegExp(`^(${REVIEW_KINDS.join("|")}):([1-9][0-9]{0,9})$`);
export function parseReviewKey(key: string): { kind: ReviewKind; id: number } | undefined {
  const match = KEY_PATTERN.exec(key);
  const id = match ? Number(match[2]) : NaN;
  return match && id <= 2_147_483_647 ? { kind: match[1] as ReviewKind, id } : undefined;
}


/** A member as a decision needs them. */
export interface ReviewMember {
  id: number;
  name: string;
  memberCode: string;
  gender: string | null;
  /** Years, from the date of birth; null when not given. */
  age: number | null;
  city: string | null;
  /** The day they registered (India's, YYYY-MM-DD). */
  registered: string;
  /** The profile photo's file (member files route), when they have one. */
  photoFileId: string | null;
  photoApproved: boolean;
  documents: { verified: number; total: number };
  /** Block requests other members made against them: all, and those still pending. */
  reportsAgainst: { total: number; pending: number };
  /** Block requests they made against others. */
  reportsMade: number;
  isBlocked: boolean;
  /** Fraud signals with the members each names (docs/signals.md). */
  signals: MemberSignals;
}

/** A line of a member's history: what staff did about them (the audit entries filed under them). */
export interface ReviewHistoryLine {
  at: string;
  action: string;
  admin: string | null;
}

export interface ReviewDocument {
  id: number;
  type: string;
  fileId: string;
  fileKind: "image" | "pdf" | "file";
  uploaded: string;
  isVerified: boolean;
}

interface ItemBase {
  key: string;
  id: number;
  /** Since when it waits (ISO time): the queue's order. */
  waitingSince: string;
}
export type ReviewItem =
  | (ItemBase & { kind: "documents"; member: ReviewMember; documents: ReviewDocument[] })
  | (ItemBase & { kind: "photos"; member: ReviewMember; photoFileId: string })
  | (ItemBase & {
      kind: "blockRequests";
      reason: string;
      reporter: ReviewMember & { history: ReviewHistoryLine[] };
      reported: ReviewMember & { history: ReviewHistoryLine[] };
    });

/** What is left, by the kinds the staff member may decide (a kind they may not is absent). */
export type ReviewLeft = Partial<Record<ReviewKind, number>>;

/** `POST /api/admin/review/claim`: up to CLAIM_AHEAD items, oldest first, claimed until `claimedUntil`. */
export interface ReviewClaimAnswer {
  items: ReviewItem[];
  /**
   * The items of `renew` the caller still holds. One missing was taken over by someone else after its
   * claim ran out (a tab asleep), or decided: the page lets it go.
   */
  renewed: string[];
  left: ReviewLeft;
  claimedUntil: string;
}

/** `GET /api/admin/review`: what waits, by kind the staff member may decide. */
export interface ReviewSummary {
  left: ReviewLeft;
  /** Whether profile photos are reviewed now (the Setting's switch). */
  photosReviewed: boolean;
}

/** Lines of each member's history a block request shows. */
export const HISTORY_LINES = 5;
