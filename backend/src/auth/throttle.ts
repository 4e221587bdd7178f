import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { MESSAGES } from "@/lib/messages";
import { HttpError } from "../http/envelope";

export interface ThrottleRule {
  /** Attempts allowed inside the window before the key is refused. */
  attempts: number;
  windowSeconds: number;
}

export interface Throttle {
  /**
   * Counts one attempt before the work is done, atomically, so a burst of parallel requests cannot
   * slip past the count. Resolves with the seconds to wait when over the limit, else 0.
   */
  take(key: string): Promise<number>;
  /** Gives back an attempt that turned out well (a right password). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Counts attempts per key (an account, a client address). In memory for one process; in Redis
 * when REDIS_URL is set, so every api process behind the domain shares the same counts.
 */
export function createThrottle(name: string, rule: ThrottleRule, redis?: Redis): Throttle {
  const options = { keyPrefix: `throttle:${name}`, points: rule.attempts, duration: rule.windowSeconds };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
    : new RateLimiterMemory(options);
  return {
    async take(key) {
      try {
        await limiter.consume(key, 1);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Takes an attempt from every throttle; over any limit, a 429 with Retry-After. */
export async function takeAttempt(pairs: [Throttle, string][]) {
  const waits = await Promise.all(pairs.map(([throttle, key]) => throttle.take(key)));
  const wait = Math.max(...waits);
  if (wait > 0) throw new HttpError(429, MESSAGES.tooManyAttempts(wait), undefined, { "Retry-After": String(wait) });
}
