/**
 * Work waiting for staff, counted beside its page in the sidebar (docs/pending-work.md): documents to
 * verify and photos to approve beside App Users, block requests beside Block Users, payments to
 * activate beside Customer Packages. The api counts only what the administrator's pages hold; the
 * sidebar draws the sum and says the parts in words. Pure and zod-free: the api and every page's shell read it.
 */
export const PENDING_WORK = {
  appuser: ["documents", "photos"],
  blockuser: ["blockRequests"],
  "user-packages": ["payments"],
} as const;

export type PendingPage = keyof typeof PENDING_WORK;
export type PendingPart = (typeof PENDING_WORK)[PendingPage][number];
/** By page, each part's count: a page the administrator may not open is absent. */
export type PendingCounts = Partial<Record<PendingPage, Partial<Record<PendingPart, number>>>>;

/** How often an open console asks again when nobody acts: at most every 30 s. */
export const PENDING_REFRESH_MS = 30_000;

const WORDS: Record<PendingPart, [one: string, many: string]> = {
  documents: ["member's documents to verify", "members' documents to verify"],
  photos: ["photo to approve", "photos to approve"],
  blockRequests: ["block request to decide", "block requests to decide"],
  payments: ["payment to activate", "payments to activate"],
};

export const isPendingPage = (slug: string): slug is PendingPage => slug in PENDING_WORK;

/** The sum beside the item, and the parts in words for its label: "3 photos to approve, 1 block request to decide". */
export function pendingOf(parts: Partial<Record<PendingPart, number>> | undefined): { total: number; words: string } {
  const waiting = Object.entries(parts ?? {}).filter(([, n]) => n > 0) as [PendingPart, number][];
  return {
    total: waiting.reduce((sum, [, n]) => sum + n, 0),
    words: waiting.map(([part, n]) => `${n.toLocaleString("en-IN")} ${WORDS[part][n === 1 ? 0 : 1]}`).join(", "),
  };
}
