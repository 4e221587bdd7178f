import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface ThrottleRule {
  /** Failures allowed inside the window before the key is refused. */
  failures: number;
  windowSeconds: number;
}

export interface Throttle {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Counts failures per key (an account, a client address). In memory for one process; in Redis
 * when REDIS_URL is set, so every api process behind the domain shares the same counts.
 */
export function createThrottle(name: string, rule: ThrottleRule, redis?: Redis): Throttle {
  const options = { keyPrefix: `throttle:${name}`, points: rule.failures, duration: rule.windowSeconds };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
    : new RateLimiterMemory(options);
  return {
    async retryAfter(key) {
      const state = await limiter.get(key);
      return state && state.consumedPoints >= rule.failures ? Math.ceil(state.msBeforeNext / 1000) : 0;
    },
    async fail(key) {
      await limiter.penalty(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
