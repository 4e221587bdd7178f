/** The attempt counts in their two stores (docs/rate-limits.md): the database, and Redis when REDIS_URL is set. */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { ACCOUNTS, buildTestApp, newClientAddress, postLogin } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { advanceClock } from "../clock";
import { rateLimitCounters } from "../db/schema";
import { createThrottle, sweepExpiredCounts, type Throttle } from "./throttle";

// The machine's Redis (CI runs one on 127.0.0.1:6379); every test keeps to keys of its own prefix.
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const RULE = { attempts: 5, windowSeconds: 15 * 60 };

/** Twelve attempts at once on one key: the counts they were given, in order. */
async function burst(throttle: Throttle, key: string) {
  const attempts = await Promise.all(Array.from({ length: 12 }, () => throttle.take(key)));
  return attempts.map((a) => a.count).sort((a, b) => a - b);
}

describeEachDatabase("attempt counts in the database", (t) => {
  it("counts every one of a burst of parallel attempts, once each", async () => {
    const throttle = createThrottle(`burst-${randomBytes(4).toString("hex")}`, RULE, { kind: "database", db: t.db });
    expect(await burst(throttle, "k")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const sixth = await throttle.take("k");
    expect(sixth.retryAfter).toBeGreaterThan(15 * 60 - 60);
  });

  it("starts a new window once the old one has ended, and sweeps ended ones away", async () => {
    const name = `window-${randomBytes(4).toString("hex")}`;
    const throttle = createThrottle(name, RULE, { kind: "database", db: t.db });
    for (let n = 0; n < 6; n += 1) await throttle.take("k");
    expect((await throttle.take("k")).retryAfter).toBeGreaterThan(0);
    advanceClock(15 * 60_000 + 1_000);
    try {
      await sweepExpiredCounts(t.db);
      const left = (await t.db.select().from(rateLimitCounters)).filter((row) => row.key.startsWith(name));
      expect(left).toEqual([]);
      expect(await throttle.take("k")).toEqual({ count: 1, retryAfter: 0 });
    } finally {
      advanceClock(-(15 * 60_000 + 1_000));
    }
  });
});

describeEachDatabase("attempt counts in Redis", (t) => {
  let redis: Redis;
  let prefix: string;
  beforeAll(() => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  });
  beforeEach(() => {
    prefix = `test-throttle-${randomBytes(6).toString("hex")}:`;
  });
  afterEach(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it("counts every one of a burst of parallel attempts, once each", async () => {
    const throttle = createThrottle("burst", RULE, { kind: "redis", redis, prefix });
    expect(await burst(throttle, "k")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect((await throttle.take("k")).retryAfter).toBeGreaterThan(15 * 60 - 60);
    await throttle.reset("k");
    expect(await throttle.take("k")).toEqual({ count: 1, retryAfter: 0 });
  });

  it("shares the sign-in limits between two api processes, and keeps them when one restarts", async () => {
    const apps: FastifyInstance[] = [];
    const start = async () => {
      const app = await buildTestApp(t.db, { redisUrl: REDIS_URL }, { redisPrefix: prefix, sleep: async () => undefined });
      apps.push(app);
      return app;
    };
    try {
      const [first, second] = [await start(), await start()];
      const remoteAddress = newClientAddress();
      const wrong = { email: ACCOUNTS.content.email, password: "Wrong@12345" };
      // Five wrong passwords spread over both processes...
      for (const app of [first, second, first, second, first]) expect((await postLogin(app, wrong, { remoteAddress })).statusCode).toBe(401);
      expect((await postLogin(second, ACCOUNTS.content, { remoteAddress })).statusCode).toBe(429);
      // ...and the count outlives the process.
      await first.close();
      const third = await start();
      expect((await postLogin(third, ACCOUNTS.content, { remoteAddress })).statusCode).toBe(429);
      // Nothing went to the database: Redis holds the counts.
      const rows = (await t.db.select().from(rateLimitCounters)).filter((row) => row.key.includes(remoteAddress));
      expect(rows).toEqual([]);
      // The owner at a clean address still signs in.
      expect((await postLogin(third, ACCOUNTS.content, { remoteAddress: newClientAddress() })).statusCode).toBe(200);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
