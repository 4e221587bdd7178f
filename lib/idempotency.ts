/**
 * The Idempotency-Key of the console's writes (docs/idempotency.md): made in the browser, one per
 * change, passed on by the console, kept by the api. One shape for all three; no zod here, so the
 * browser's api client stays small.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{8,100}$/;

/** Answers that do not say whether the change was saved: no answer in time, or the api down. */
export const UNCERTAIN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
