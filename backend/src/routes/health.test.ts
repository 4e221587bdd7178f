import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildTestApp, testConfig } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp";
import { openDatabase } from "../db/client";

const mailConfig = (smtpUrl: string | undefined, outboxDir: string) => ({ mail: { ...testConfig().mail, smtpUrl, outboxDir } });

describeEachDatabase("health and readiness", (t) => {
  let smtp: TestSmtpServer;
  let withSmtp: FastifyInstance;
  const outbox = mkdtempSync(path.join(tmpdir(), "readyz-outbox-"));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    withSmtp = await buildTestApp(t.db, mailConfig(smtp.url, outbox));
  });
  afterAll(async () => {
    await withSmtp?.close();
    await smtp?.close().catch(() => undefined);
    rmSync(outbox, { recursive: true, force: true });
  });

  it("says alive without asking anything, and never from a cache", async () => {
    const response = await withSmtp.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, recordList: [] });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers a burst of probes with one check, not one SMTP connection each", async () => {
    const before = smtp.connections();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withSmtp.inject({ method: "GET", url: "/readyz" })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(smtp.connections() - before).toBe(1);
  });

  it("is ready while the database and the SMTP server answer, and not once the SMTP server stops", async () => {
    const ready = await withSmtp.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 200, recordList: [{ database: "ok", mail: "ok" }] });

    await smtp.close();
    const unready = await withSmtp.inject({ method: "GET", url: "/readyz" });
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ status: 503, recordList: [{ database: "ok", mail: "unreachable" }] });
    // Alive all the same: a stopped mail server is no reason to restart the api.
    expect((await withSmtp.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("without SMTP, is ready while the outbox folder can be written, not when it cannot", async () => {
    const writable = await buildTestApp(t.db, mailConfig(undefined, path.join(outbox, "mail")));
    // A folder under a plain file can never be made, whoever the process runs as.
    writeFileSync(path.join(outbox, "blocker"), "");
    const blocked = await buildTestApp(t.db, mailConfig(undefined, path.join(outbox, "blocker", "mail")));
    try {
      expect((await writable.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      const unready = await blocked.inject({ method: "GET", url: "/readyz" });
      expect(unready.json()).toEqual({ status: 503, recordList: [{ database: "ok", mail: "unreachable" }] });
    } finally {
      await writable.close();
      await blocked.close();
    }
  });
});

describe("readiness without a database", () => {
  it("answers 503 once the database is gone", async () => {
    const database = await openDatabase({ memory: true });
    const outbox = mkdtempSync(path.join(tmpdir(), "readyz-outbox-"));
    const app = await buildTestApp(database.db, mailConfig(undefined, outbox));
    try {
      await database.close();
      const response = await app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json().recordList).toEqual([{ database: "unreachable", mail: "ok" }]);
    } finally {
      await app.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
