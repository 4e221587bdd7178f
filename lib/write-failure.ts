import type { Envelope } from "./envelope";
import { UNCERTAIN_STATUSES } from "./idempotency";
import { CONSOLE_MESSAGES } from "./console-messages";

/**
 * The toast of a change that did not succeed. No answer (a network failure, the api down, a time-out:
 * 502, 503, 504) does not mean "not saved": the change may have been applied after all, so the toast
 * says so and asks for a refresh rather than a blind retry (docs/idempotency.md). Any other refusal is
 * the api's own words.
 */
export function writeFailureMessage(answer?: Pick<Envelope, "status" | "message">): string {
  if (!answer || UNCERTAIN_STATUSES.has(answer.status)) return CONSOLE_MESSAGES.mayHaveBeenSaved;
  return answer.message ?? CONSOLE_MESSAGES.backendUnavailable;
}
