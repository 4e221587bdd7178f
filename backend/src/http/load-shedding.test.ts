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
