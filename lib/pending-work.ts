/**
 * Work waiting for staff, counted beside its page in the sidebar (docs/pending-work.md): documents to
 * verify and photos to approve beside App Users, block requests beside Block Users, payments to
 * activate beside Customer Packages, and all of these that the staff member may decide beside Review. The api counts only what the administrator's pages hold and says
 * each page's sum with its parts in words, so the browser draws them and carries none of this.
 */
import type { MenuEntry } from "./access";

export const PENDING_WORK = {
  appuser: ["documents", "photos"],
  blockuser: ["blockRequests"],
  "user-packages": ["payments"],
  // The queue counts what it holds for this staff member: the kinds they may decide (lib/review.ts).
  review: ["documents", "photos", "blockRequests"],
} as const;

export type PendingPage = keyof typeof PENDING_WORK;
export type PendingPart = (typeof PENDING_WORK)[PendingPage][number];

/** One page's work waiting: the sum beside its item, the parts in words, and each part's count. */
export interface PendingWork {
  total: number;
  words: string;
  parts: Partial<Record<PendingPart, number>>;
}
/** By page slug: a page the administrator may not open is absent. */
export type PendingCounts = Partial<Record<PendingPage, PendingWork>>;

const WORDS: Record<PendingPart, [one: string, many: string]> = {
  documents: ["member's documents to verify", "members' documents to verify"],
  photos: ["photo to approve", "photos to approve"],
  blockRequests: ["block request to decide", "block requests to decide"],
  payments: ["payment to activate", "payments to activate"],
};

export const isPendingPage = (slug: string): slug is PendingPage => slug in PENDING_WORK;

/** Whether a sidebar holds a page with work to count: only such a shell asks. */
export const holdsPendingWork = (menu: MenuEntry[]) => menu.some((entry) => (entry.kind === "page" ? [entry.page] : entry.pages).some((page) => isPendingPage(page.slug)));

/** The sum beside the item, and the parts in words: "3 photos to approve, 1 block request to decide". */
export function pendingOf(parts: Partial<Record<PendingPart, number>>): PendingWork {
  const waiting = Object.entries(parts).filter(([, n]) => n > 0) as [PendingPart, number][];
  return {
    total: waiting.reduce((sum, [, n]) => sum + n, 0),
    words: waiting.map(([part, n]) => `${n.toLocaleString("en-IN")} ${WORDS[part][n === 1 ? 0 : 1]}`).join(", "),
    parts,
  };
}
