/**
 * A database that stops answering under a running api: every call is a 503 with Retry-After and words,
 * never a 500, so a proxy fails over and a person knows to try again; /readyz says 503 as before
 * (docs/operations.md).
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, newClientAddress, postLogin, signIn } from "../../test/app";
import { seedDemo, syncPages } from "../setup/seed";
import { openDatabase, type Database } from "./client";

const unavailable = { status: 503, message: MESSAGES.databaseUnavailable, recordList: [] };

function expectUnavailable(answer: LightMyRequestResponse) {
  expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 503, body: unavailable });
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
}

/** A signed-in read, a write, a sign-in and the readiness probe, against a database that is gone. */
async function callsWhileGone(app: FastifyInstance, token: string) {
  const headers = bearer(token);
  expectUnavailable(await app.inject({ method: "GET", url: "/api/admin/religion", headers, remoteAddress: newClientAddress() }));
  expectUnavailable(await app.inject({ method: "POST", url: "/api/admin/religion", headers, payload: { name: "Offline" }, remoteAddress: newClientAddress() }));
  expectUnavailable(await postLogin(app, ACCOUNTS.admin, { remoteAddress: newClientAddress() }));
  const ready = await app.inject({ method: "GET", url: "/readyz" });
  expect(ready.statusCode).toBe(503);
  expect(ready.json().recordList[0].database).toBe("unreachable");
}

describe("a database that stops answering", () => {
  it("embedded (PGlite) closed under the running api: 503 with Retry-After on every call", async () => {
    const database: Database = await openDatabase({ memory: true });
    await database.migrate();
    await syncPages(database.db);
    await seedDemo(database.db);
    const app = await buildTestApp(database.db);
    try {
      const { SessionToken } = await signIn(app, ACCOUNTS.admin);
      expect((await app.inject({ method: "GET", url: "/api/admin/religion", headers: bearer(SessionToken) })).statusCode).toBe(200);
      await database.close();
      await callsWhileGone(app, SessionToken);
    } finally {
      await app.close();
    }
  }, 60_000);

  it("PostgreSQL that refuses connections (a dead port): 503 with Retry-After on every call", async () => {
    const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/gone" });
    const app = await buildTestApp(database.db);
    try {
      // A well-signed token, so the call gets as far as reading its sign-in from the database.
      await app.ready();
      const token = app.jwt.sign({ sub: "1", sid: "00000000-0000-4000-8000-000000000001", ver: 1 });
      await callsWhileGone(app, token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
