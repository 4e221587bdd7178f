import type { FastifyInstance } from "fastify";
import { Writable } from "node:stream";
import { buildTestApp, NO_SHEDDING, testConfig } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { buildApp } from "../app";

const CONSOLE_ID = "7d0c2a4e-9b1f-4c3d-8e5a-0f6b7c8d9e0a";

describeEachDatabase("request ids", (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("takes the id of a trusted peer (the console) and answers with it", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz", remoteAddress: "127.0.0.1", headers: { "x-request-id": CONSOLE_ID } });
    expect(response.headers["x-request-id"]).toBe(CONSOLE_ID);
  });

  it("gives its own id to a request from elsewhere, whatever it claims", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz", remoteAddress: "203.0.113.9", headers: { "x-request-id": CONSOLE_ID } });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers["x-request-id"]).not.toBe(CONSOLE_ID);
  });

  it("never takes a malformed id, even from the console", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz", remoteAddress: "127.0.0.1", headers: { "x-request-id": "x\"}{\"level\":60" } });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs a JSON line with the id at debug for each request, at error for a 5xx", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    // No shedding, as buildTestApp: a busy machine delaying the event loop past 2 s must not turn the 500 into a 503.
    const logged = await buildApp({ db: t.db, config: { ...testConfig(), logLevel: "debug" }, logStream: sink, shedding: NO_SHEDDING });
    logged.get("/boom", { config: { access: "public" } }, async () => {
      throw new Error("kaboom");
    });
    try {
      await logged.inject({ method: "GET", url: "/healthz?probe=1", headers: { "x-request-id": CONSOLE_ID } });
      await logged.inject({ method: "GET", url: "/boom", headers: { "x-request-id": `${CONSOLE_ID.slice(0, -1)}b` } });
      // The line of a request is written once its answer has gone (onResponse), which may be after
      // inject() resolves: waited for, up to a second, before it is looked for.
      for (let tries = 0; tries < 50 && !lines.some((line) => line.status === 500 && line.msg === "request"); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines).toContainEqual(expect.objectContaining({ level: 20, requestId: CONSOLE_ID, msg: "request", path: "/healthz", status: 200 }));
      expect(lines).toContainEqual(expect.objectContaining({ level: 50, requestId: `${CONSOLE_ID.slice(0, -1)}b`, msg: "request", status: 500 }));
    } finally {
      await logged.close();
    }
  });
});
