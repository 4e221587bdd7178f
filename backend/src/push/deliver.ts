/**
 * A batch of messages through the provider, several at a time, each tried again on 429 and 5xx within
 * limits (docs/push.md): after the Retry-After the provider gave, else an exponential backoff with
 * jitter; a device still refused after the last try counts as failed for this send.
 */
import type { FcmClient, PushMessage } from "./fcm";

export interface DeliveryLimits {
  /** Requests in flight at once. */
  concurrency: number;
  /** Tries per message, the first included. */
  attempts: number;
  /** The first backoff; each next one doubles. */
  baseDelayMs: number;
  /** No wait is longer, whatever Retry-After says. */
  maxDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** A stop of the api: no new request starts and no wait goes on; what is unfinished stays pending. */
  signal?: AbortSignal;
}

export const DEFAULT_LIMITS: DeliveryLimits = { concurrency: 64, attempts: 5, baseDelayMs: 1_000, maxDelayMs: 60_000 };

/** `pending`: cut short by a stop, neither sent nor refused; the send's next batch starts with it. */
export type DeliveryResult = { outcome: "sent" } | { outcome: "removed" | "failed"; error: string } | { outcome: "pending" };

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });

async function deliverOne(client: FcmClient, message: PushMessage, limits: DeliveryLimits): Promise<DeliveryResult> {
  const sleep = limits.sleep ?? ((ms: number) => pause(ms, limits.signal));
  for (let attempt = 1; ; attempt++) {
    if (limits.signal?.aborted) return { outcome: "pending" };
    const answer = await client.send(message);
    if (answer.kind === "sent") return { outcome: "sent" };
    if (answer.kind === "invalid") return { outcome: "removed", error: answer.code };
    if (answer.kind === "failed" || attempt >= limits.attempts) return { outcome: "failed", error: answer.code };
    const backoff = limits.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
    await sleep(Math.min(limits.maxDelayMs, answer.afterMs ?? backoff));
  }
}

/** Results in the order of `messages`. */
export async function deliverBatch(client: FcmClient, messages: readonly PushMessage[], limits: DeliveryLimits = DEFAULT_LIMITS): Promise<DeliveryResult[]> {
  const results = new Array<DeliveryResult>(messages.length);
  let next = 0;
  const lane = async () => {
    while (next < messages.length) {
      const index = next++;
      if (limits.signal?.aborted) {
        results[index] = { outcome: "pending" };
        continue;
      }
      results[index] = await deliverOne(client, messages[index], limits);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limits.concurrency, messages.length) }, lane));
  return results;
}
