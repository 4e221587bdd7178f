/**
 * Sending a push to many devices against a fake FCM (backend/test/fake-fcm.ts), on PGlite and on
 * PostgreSQL: the counts per kind of answer, dead tokens removed, one notification per member, and a
 * stop in the middle that loses nobody and sends nobody twice (docs/push.md).
 */
import { count, eq } from "drizzle-orm";
import { memberDevices, memberNotifications, pushSends } from "../db/schema";
import { describeEachDatabase } from "../../test/databases";
import { insertMembersWithDevices } from "../../test/devices";
import { startFakeFcm, type FakeAnswer, type FakeFcm } from "../../test/fake-fcm";
import type { Db } from "../db/client";
import type { DeliveryLimits } from "./deliver";
import { fcmClient, type FcmClient } from "./fcm";
import { createSend, progressOf } from "./sends";
import { startPushWorker, type PushService } from "./worker";

// Quick backoff for 5xx; a 429's Retry-After (1 s from the fake) is still honoured.
const LIMITS: DeliveryLimits = { concurrency: 64, attempts: 3, baseDelayMs: 20, maxDelayMs: 2_000 };

/** The answer for a token "tok-<member>-<n>", by the member's id: a fixed share of each kind. */
function answerByMember(token: string): FakeAnswer {
  if (token.startsWith("all-")) return "ok";
  const member = Number(token.split("-")[1]);
  const bucket = member % 100;
  if (bucket < 5) return "unregistered";
  if (bucket < 7) return "invalid";
  if (bucket < 10) return "throttled-once";
  if (bucket < 12) return "broken-once";
  if (bucket < 13) return "broken";
  return "ok";
}

async function waitForDone(db: Db, sendId: number, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [send] = await db.select().from(pushSends).where(eq(pushSends.id, sendId));
    if (send.status === "done") return send;
    if (Date.now() > until) throw new Error(`send ${sendId} not done: ${JSON.stringify(progressOf(send))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rows = async (db: Db, table: typeof memberDevices | typeof memberNotifications, where?: ReturnType<typeof eq>) =>
  Number((await db.select({ n: count() }).from(table).where(where))[0].n);

describeEachDatabase("push sending", (t) => {
  let fake: FakeFcm;
  const workers: PushService[] = [];
  beforeAll(async () => {
    fake = await startFakeFcm(answerByMember);
  });
  afterEach(async () => {
    while (workers.length) await workers.pop()!.stop();
  });
  afterAll(() => fake.close());

  const start = async (client?: FcmClient) => {
    const worker = await startPushWorker({ database: t.database, config: fake.config, client, limits: LIMITS, pollingIntervalSeconds: 0.5, log: () => undefined });
    workers.push(worker);
    return worker;
  };

  it("sends to 10,000 devices in batches: each kind of answer counted, dead tokens removed, one notification per member", async () => {
    fake.delivered.clear();
    const { first, last } = await insertMembersWithDevices(t.db, 5_000, 2);
    const tokens: string[] = [];
    for (let member = first; member <= last; member++) tokens.push(`tok-${member}-1`, `tok-${member}-2`);
    const expected = { ok: 0, dead: 0, failed: 0 };
    const membersReached = new Set<number>();
    for (const token of tokens) {
      const answer = answerByMember(token);
      if (answer === "unregistered" || answer === "invalid") expected.dead++;
      else if (answer === "broken") expected.failed++;
      else {
        expected.ok++;
        membersReached.add(Number(token.split("-")[1]));
      }
    }

    const worker = await start();
    const send = await createSend(t.db, { title: "Diwali offer", body: "20% off Gold this week", image: null, audience: {} });
    expect(send.total).toBe(10_000);
    await worker.enqueue(send);
    const done = await waitForDone(t.db, send.id);

    expect(progressOf(done)).toMatchObject({ total: 10_000, sent: expected.ok, failed: expected.dead + expected.failed, removed: expected.dead, remaining: 0 });
    // Everyone who should have it got it exactly once; nobody else got anything.
    for (const token of tokens) expect([token, fake.delivered.get(token) ?? 0]).toEqual([token, ["unregistered", "invalid", "broken"].includes(answerByMember(token)) ? 0 : 1]);
    // A 429 was tried again (after its Retry-After), a 500 as often as the limit allows and no more.
    const retried = tokens.find((token) => answerByMember(token) === "throttled-once")!;
    expect(fake.requests.get(retried)).toBe(2);
    const broken = tokens.find((token) => answerByMember(token) === "broken")!;
    expect(fake.requests.get(broken)).toBe(LIMITS.attempts);
    expect(fake.malformed).toEqual([]);
    expect(fake.unauthorised).toBe(0);
    // Dead tokens are gone; the rest stay.
    expect(await rows(t.db, memberDevices)).toBe(10_000 - expected.dead);
    expect(await rows(t.db, memberNotifications, eq(memberNotifications.sendId, send.id))).toBe(membersReached.size);
  }, 180_000);

  it("continues a send after a stop in the middle, losing nobody and sending nobody twice", async () => {
    await t.db.delete(memberDevices);
    fake.delivered.clear();
    const { first, last } = await insertMembersWithDevices(t.db, 3_000, 1, "all");
    const real = fcmClient(fake.config);
    let calls = 0;
    let stopping: Promise<void> | undefined;
    // The first api stops while its third batch is at the provider.
    const first_ = await start({
      send(message) {
        if (++calls === 1_200) stopping = first_.stop();
        return real.send(message);
      },
    });
    const send = await createSend(t.db, { title: "Stopped", body: "and started again", audience: {} });
    await first_.enqueue(send);
    while (!stopping) await new Promise((resolve) => setTimeout(resolve, 50));
    await stopping;
    workers.splice(workers.indexOf(first_), 1);
    const [halfway] = await t.db.select().from(pushSends).where(eq(pushSends.id, send.id));
    expect(halfway.status).toBe("running");
    // The batch at the provider ended with the requests in flight; the rest of it waits for the next start.
    expect(halfway.sent).toBeGreaterThanOrEqual(1_200);
    expect(halfway.sent).toBeLessThan(1_500);

    // The next start finds the open send and its job, and finishes it.
    await start();
    const done = await waitForDone(t.db, send.id);
    expect(progressOf(done)).toMatchObject({ total: 3_000, sent: 3_000, failed: 0, remaining: 0 });
    for (let member = first; member <= last; member++) expect([member, fake.delivered.get(`all-${member}-1`)]).toEqual([member, 1]);
    expect(await rows(t.db, memberNotifications, eq(memberNotifications.sendId, send.id))).toBe(3_000);
  }, 180_000);
});
