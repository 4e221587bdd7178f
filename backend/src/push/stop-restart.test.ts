/**
 * A send interrupted by stopping the api process itself (SIGTERM, as `kill` and an orchestrator stop
 * it) and finished by the next api process on the same database (docs/push.md, "A stop of the api"):
 * nobody lost, nobody sent twice. Real api processes (backend/src/main.ts) against a fake FCM, on the
 * embedded database and, with DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { memberNotifications, pushSends } from "../db/schema";
import { onServer } from "../../test/databases";
import { startApiProcess, type ApiDatabase, type ApiProcess } from "../../test/api-process";
import { insertMembersWithDevices } from "../../test/devices";
import { startFakeFcm, type FakeFcm } from "../../test/fake-fcm";
import { createSend, progressOf } from "./sends";

const MEMBERS = 6_000;

/** A database of the test's own, migrated, on the server of DATABASE_URL or in a folder. */
async function freshDatabase(server: string | undefined): Promise<{ target: ApiDatabase; dispose(): Promise<void> }> {
  if (server) {
    const name = `push_restart_${randomBytes(6).toString("hex")}`;
    await onServer(server, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    return { target: { url: url.toString() }, dispose: async () => void (await onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "push-restart-"));
  return { target: { dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The database, open only while the test reads or writes it: PGlite's folder takes one process at a time. */
async function withDatabase<T>(target: ApiDatabase, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 120_000) {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each([
  ["the embedded database", undefined],
  ["PostgreSQL", process.env.DATABASE_URL],
] as const)("a send across a stop and a start of the api process, on %s", (_label, server) => {
  const run = _label === "PostgreSQL" && !server ? it.skip : it;
  let fake: FakeFcm;
  const apis: ApiProcess[] = [];
  beforeAll(async () => {
    fake = await startFakeFcm(() => "ok");
  });
  afterAll(async () => {
    for (const api of apis) await api.dispose();
    await fake?.close();
  });

  run(
    "loses nobody and sends nobody twice",
    async () => {
      const database = await freshDatabase(server);
      try {
        const { send, first, last } = await withDatabase(database.target, async (opened) => {
          await opened.migrate();
          const db = opened.db;
          const members = await insertMembersWithDevices(db, MEMBERS, 1, "stop");
          return { ...members, send: await createSend(db, { title: "Across a restart", body: "Sent once to each", audience: {} }) };
        });
        expect(send.total).toBe(MEMBERS);
        const env = { FCM_SERVICE_ACCOUNT: fake.serviceAccountJson, FCM_API_URL: fake.config.apiUrl, LOG_LEVEL: "warn" };

        // The first api takes the open send up at its start, and is stopped a third of the way in.
        const firstApi = await startApiProcess(env, database.target);
        apis.push(firstApi);
        await until(() => fake.delivered.size >= MEMBERS / 3, "a third is delivered");
        firstApi.child.kill("SIGTERM");
        expect(await firstApi.exited).toBe(0);
        const halfway = await withDatabase(database.target, async ({ db }) => (await db.select().from(pushSends).where(eq(pushSends.id, send.id)))[0]);
        expect(halfway.status).toBe("running");
        expect(halfway.sent).toBeGreaterThanOrEqual(MEMBERS / 3);
        expect(halfway.sent).toBeLessThan(MEMBERS);
        // What the provider accepted before the stop is what the send recorded: nothing in flight was lost.
        expect(fake.delivered.size).toBe(halfway.sent);

        // The next api finishes it.
        const secondApi = await startApiProcess(env, database.target);
        apis.push(secondApi);
        await until(() => fake.delivered.size === MEMBERS, "everyone is delivered");
        // Its last batch is recorded once the provider has answered: a moment later, then a clean stop.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        secondApi.child.kill("SIGTERM");
        expect(await secondApi.exited).toBe(0);

        const { done, notifications } = await withDatabase(database.target, async ({ db }) => ({
          done: (await db.select().from(pushSends).where(eq(pushSends.id, send.id)))[0],
          notifications: Number((await db.select({ n: count() }).from(memberNotifications).where(eq(memberNotifications.sendId, send.id)))[0].n),
        }));
        expect(progressOf(done)).toMatchObject({ total: MEMBERS, sent: MEMBERS, failed: 0, remaining: 0 });
        expect(done.status).toBe("done");
        for (let member = first; member <= last; member++) expect([member, fake.delivered.get(`stop-${member}-1`)]).toEqual([member, 1]);
        expect(notifications).toBe(MEMBERS);
        expect(fake.malformed).toEqual([]);
      } finally {
        await database.dispose();
      }
    },
    300_000,
  );
});
