import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Db } from "../db/client";
import { createThrottle, sweepExpiredCounts, type Throttle, type ThrottleStore } from "./throttle";

const WINDOW = 15 * 60;

/** What tests change: the pause of a slowed sign-in, and the Redis key prefix (one per test). */
export interface LimitOptions {
  sleep?: (ms: number) => Promise<void>;
  redisPrefix?: string;
}

export interface Limits {
  signIn: { accountAddress: Throttle; address: Throttle; account: Throttle };
  reset: { emailAddress: Throttle; address: Throttle };
  changePassword: Throttle;
  twoFactor: { account: Throttle; address: Throttle };
  /** Waits before a password is checked, longer the more the account failed lately (slowdownMs). */
  slowDown(accountFailures: number): Promise<void>;
}

/** Failures on an account, from anywhere, before its sign-ins slow down. */
export const SLOWDOWN_AFTER = 5;
const SLOWDOWN_FIRST_MS = 250;
const SLOWDOWN_MAX_MS = 4_000;

/**
 * The pause before an account's password is checked: none for the first few failures (typing
 * mistakes), then doubling, bounded so the real administrator still signs in (docs/rate-limits.md).
 */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < SLOWDOWN_AFTER) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_FIRST_MS * 2 ** (accountFailures - SLOWDOWN_AFTER));
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every attempt limit of the api (docs/rate-limits.md), counted in PostgreSQL, or in Redis when
 * REDIS_URL is set: shared by every api process and kept across restarts.
 */
export function createLimits(app: FastifyInstance, db: Db, redis: Redis | undefined, options: LimitOptions = {}): Limits {
  const store: ThrottleStore = redis ? { kind: "redis", redis, prefix: options.redisPrefix ?? "throttle:" } : { kind: "database", db };
  const throttle = (name: string, attempts: number) => createThrottle(name, { attempts, windowSeconds: WINDOW }, store);
  if (!redis) {
    // Ended windows are dead rows; a slow sweep keeps the table to the attacks of the last minutes.
    const timer = setInterval(() => void sweepExpiredCounts(db).catch((error) => app.log.warn({ err: error }, "rate limit sweep failed")), 10 * 60_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  const sleep = options.sleep ?? realSleep;
  return {
    signIn: {
      accountAddress: throttle("login-account-address", 5),
      address: throttle("login-address", 30),
      // Never refuses: it only counts, for the slowdown.
      account: throttle("login-account", Number.MAX_SAFE_INTEGER),
    },
    reset: {
      emailAddress: throttle("reset-email-address", 5),
      // No count per mailbox alone: whoever used it up from elsewhere would keep the owner's mail away.
      address: throttle("reset-address", 20),
    },
    changePassword: throttle("change-password", 5),
    // Wrong two-factor codes: five per account whether at sign-in or turning it off, apart from the
    // password's count (a right password must not buy more guesses at the code).
    twoFactor: { account: throttle("two-factor-account", 5), address: throttle("two-factor-address", 30) },
    async slowDown(accountFailures) {
      const ms = slowdownMs(accountFailures);
      if (ms > 0) await sleep(ms);
    },
  };
}
