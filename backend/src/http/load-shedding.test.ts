/** Requests past the configured depth are shed at once with 503 and Retry-After (docs/operations.md). */
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, newClientAddress, signIn, testConfig } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { buildApp } from "../app";

describeEachDatabase("load shedding", (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: t.db, config: testConfig(), limits: { sleep: async () => undefined }, shedding: { maxInFlight: 3, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 } });
  });
  afterAll(() => app?.close());

  it("answers 503 with Retry-After past the configured depth, at once, and serves again when the queue drains", async () => {
    const headers = bearer((await signIn(app, ACCOUNTS.admin)).SessionToken);
    const list = () => app.inject({ method: "GET", url: "/api/admin/religion", headers, remoteAddress: newClientAddress() });
    const answers = await Promise.all([...Array.from({ length: 12 }, list), app.inject({ method: "GET", url: "/healthz" })]);
    const probe = answers.pop()!;
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 503)).toHaveLength(9);
    for (const shed of answers.filter((answer) => answer.statusCode === 503)) {
      expect(shed.headers["retry-after"]).toBe("2");
      expect(shed.json()).toEqual({ status: 503, message: MESSAGES.overloaded, recordList: [] });
    }
    // The probe is never shed: the process is alive, only busy.
    expect(probe.statusCode).toBe(200);
    // Each answered request gave its place back.
    expect((await Promise.all([list(), list(), list()])).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  });
});

describeEachDatabase("load shedding on a lagging event loop", (t) => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /**
   * Keeps the event loop 150 ms behind for 2.2 s, as a start or an overload does: under-pressure reads
   * the mean delay over each second, so its last reading then covers a whole lagging second.
   */
  const lag = async (app: FastifyInstance) => {
    const until = performance.now() + 2_200;
    while (performance.now() < until) {
      const held = performance.now() + 150;
      while (performance.now() < held);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(100);
  };

  it("does not shed while the loop settles after the start, and sheds on a loop that falls behind later", async () => {
    const settleMs = 4_000;
    const app = await buildApp({ db: t.db, config: testConfig(), shedding: { maxInFlight: 64, maxEventLoopDelayMs: 100, retryAfterSeconds: 2, settleMs } });
    try {
      await app.ready();
      const readyAt = performance.now();
      const probe = () => app.inject({ method: "GET", url: "/api/admin/religion", remoteAddress: newClientAddress() });
      // The start's delay is read within the settle window: the request is served (401 without a session), not shed.
      await lag(app);
      expect(performance.now() - readyAt).toBeLessThan(settleMs);
      expect((await probe()).statusCode).toBe(401);
      // Past the window, the same delay sheds.
      await pause(Math.max(0, readyAt + settleMs - performance.now()) + 100);
      await lag(app);
      const shed = await probe();
      expect(shed.statusCode).toBe(503);
      expect(shed.headers["retry-after"]).toBe("2");
      expect(shed.json()).toEqual({ status: 503, message: MESSAGES.overloaded, recordList: [] });
    } finally {
      await app.close();
    }
  });
});
