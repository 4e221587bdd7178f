import type { Redis } from "ioredis";
import { eq, lte, sql } from "drizzle-orm";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { MESSAGES } from "@/lib/messages";
import { now } from "../clock";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { HttpError } from "../http/envelope";

export interface ThrottleRule {
  /** Attempts allowed inside the window before the key is refused. */
  attempts: number;
  windowSeconds: number;
}

export interface Attempt {
  /** Attempts counted in the key's window, this one included. */
  count: number;
  /** Seconds to wait when this attempt is over the limit, else 0. */
  retryAfter: number;
}

export interface Throttle {
  /**
   * Counts one attempt before the work is done, atomically, so a burst of parallel requests cannot
   * slip past the count.
   */
  take(key: string): Promise<Attempt>;
  /** Gives back an attempt that turned out well (a right password). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Where the counts live (docs/rate-limits.md): the database by default, Redis when REDIS_URL is set. */
export type ThrottleStore = { kind: "database"; db: Db } | { kind: "redis"; redis: Redis; prefix: string };

const secondsUntil = (end: Date, from: Date) => Math.max(1, Math.ceil((end.getTime() - from.getTime()) / 1000));

/** One upsert per attempt: PostgreSQL's row lock on the key orders parallel attempts, none is lost. */
function databaseThrottle(db: Db, name: string, rule: ThrottleRule): Throttle {
  const full = (key: string) => `${name}:${key}`;
  return {
    async take(key) {
      const at = now();
      // The api's clock, not the database's: the end-to-end journeys move it (backend/src/clock.ts).
      const atSql = sql`${at.toISOString()}::timestamptz`;
      const expired = sql`${rateLimitCounters.expiresAt} <= ${atSql}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: full(key), hits: 1, expiresAt: new Date(at.getTime() + rule.windowSeconds * 1000) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
            expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimitCounters.expiresAt} END`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
      return { count: row.hits, retryAfter: row.hits > rule.attempts ? secondsUntil(row.expiresAt, at) : 0 };
    },
    async refund(key) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(eq(rateLimitCounters.key, full(key)));
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, full(key)));
    },
  };
}

function redisThrottle(redis: Redis, prefix: string, name: string, rule: ThrottleRule): Throttle {
  const limiter = new RateLimiterRedis({ keyPrefix: `${prefix}${name}`, points: rule.attempts, duration: rule.windowSeconds, storeClient: redis, useRedisPackage: false });
  return {
    async take(key) {
      try {
        const counted = await limiter.consume(key, 1);
        return { count: counted.consumedPoints, retryAfter: 0 };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { count: rejection.consumedPoints, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
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

/** Counts attempts per key (an account, a client address, both) in the store every api process shares. */
export function createThrottle(name: string, rule: ThrottleRule, store: ThrottleStore): Throttle {
  return store.kind === "redis" ? redisThrottle(store.redis, store.prefix, name, rule) : databaseThrottle(store.db, name, rule);
}

/** Drops the database's counts whose window has ended; Redis expires its own. */
export async function sweepExpiredCounts(db: Db) {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now()));
}

/**
 * Takes an attempt from each throttle in turn and stops at the first over its limit: a 429 with
 * Retry-After. A refused attempt is not counted by the later throttles, so requests an account's own
 * limit already refuses do not also use up the address's allowance. Else the counts, in order.
 */
export async function takeAttempt(pairs: [Throttle, string][]): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (const [throttle, key] of pairs) {
    const attempt = await throttle.take(key);
    if (attempt.retryAfter > 0) throw new HttpError(429, MESSAGES.tooManyAttempts(attempt.retryAfter), undefined, { "Retry-After": String(attempt.retryAfter) });
    attempts.push(attempt);
  }
  return attempts;
}
