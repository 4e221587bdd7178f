/**
 * A write sent again with the same Idempotency-Key gets the first answer and is applied once; the
 * same key with another change is refused; a repeat while the first runs is told so
 * (docs/idempotency.md).
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { and, count, eq, like, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { REGION_CSV_PATHS } from "@/lib/resources/region-csv";
import { ACCOUNTS, bearer, buildTestApp, signIn, type SignedInRecord } from "../../test/app";
import { makeAdmin } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { auditLog, idempotencyKeys } from "../db/schema";
import { tablesOf } from "../engine/tables";
import { sweepExpiredKeys } from "./idempotency";

describeEachDatabase("idempotency keys", (t) => {
  let app: FastifyInstance;
  let admin: SignedInRecord;
  beforeAll(async () => {
    app = await buildTestApp(t.db);
    admin = await signIn(app, ACCOUNTS.admin);
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (method: InjectOptions["method"], url: string, payload: unknown, key?: string, as = admin) =>
    app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { ...bearer(as.SessionToken), "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      payload: JSON.stringify(payload),
    });
  const religions = tablesOf("religion").main;
  const rowsNamed = async (name: string) => (await t.db.select({ n: count() }).from(religions).where(eq(religions.name, name)))[0].n;
  const entries = async (target: string, action = "religion.%") =>
    (await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.target, target), like(auditLog.action, action))))[0].n;
  const created = async (name: string) => {
    const response = await send("POST", "religion", { name });
    expect(response.statusCode).toBe(200);
    return response.json().recordList[0].id as number;
  };

  it("answers a repeated add with the first answer and adds one row with one audit entry", async () => {
    const key = randomUUID();
    const first = await send("POST", "religion", { name: "Once Faith" }, key);
    const again = await send("POST", "religion", { name: "Once Faith" }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await rowsNamed("Once Faith")).toBe(1);
    expect(await entries(`religion:${first.json().recordList[0].id}`, "religion.create")).toBe(1);
  });

  it("applies a repeated action once: one switch, one audit entry", async () => {
    const id = await created("Switched Once Faith");
    const key = randomUUID();
    const answers = [await send("PUT", `religion/${id}/active`, { isActive: false }, key), await send("PUT", `religion/${id}/active`, { isActive: false }, key)];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(await entries(`religion:${id}`, "religion.deactivate")).toBe(1);
  });

  it("gives a refusal again for the same key, without running the change a second time", async () => {
    const key = randomUUID();
    const first = await send("POST", "religion", { name: "" }, key);
    expect(first.statusCode).toBe(400);
    const again = await send("POST", "religion", { name: "" }, key);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 400, body: first.json() });
  });

  it("refuses the same key with another body or another path with 422, in words, and changes nothing", async () => {
    const key = randomUUID();
    expect((await send("POST", "religion", { name: "Keyed Faith" }, key)).statusCode).toBe(200);
    const otherBody = await send("POST", "religion", { name: "Other Keyed Faith" }, key);
    expect({ status: otherBody.statusCode, body: otherBody.json() }).toEqual({ status: 422, body: { status: 422, message: MESSAGES.keyReusedForOtherChange, recordList: [] } });
    const otherPath = await send("POST", "community", { name: "Keyed Community" }, key);
    expect(otherPath.statusCode).toBe(422);
    expect(await rowsNamed("Other Keyed Faith")).toBe(0);
  });

  it("binds a key to a streamed upload too: another region CSV under the same key is refused with 422", async () => {
    const key = randomUUID();
    const upload = (csv: string) =>
      app.inject({ method: "POST", url: `/api/admin/${REGION_CSV_PATHS.upload}`, headers: { ...bearer(admin.SessionToken), "content-type": "text/csv", "idempotency-key": key }, payload: csv });
    const first = await upload("countryName\n");
    expect(first.statusCode).toBeLessThan(500);
    expect((await upload("countryName\n")).statusCode).toBe(first.statusCode);
    const other = await upload("countryName,stateName\nIndia,Kerala\n");
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MESSAGES.keyReusedForOtherChange);
  });

  it("applies one of several requests sent at once with the same key; the others get its answer or 409", async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send("POST", "religion", { name: "Concurrent Faith" }, key)));
    expect(await rowsNamed("Concurrent Faith")).toBe(1);
    const saved = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode !== 200);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    for (const answer of saved) expect(answer.json()).toEqual(saved[0].json());
    for (const answer of waiting) expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 409, message: MESSAGES.stillBeingSaved });
    expect(await entries(`religion:${saved[0].json().recordList[0].id}`, "religion.create")).toBe(1);
  });

  it("answers 409 'still being saved' while the first is running, and lets a repeat take over a claim left by a stopped process", async () => {
    const key = randomUUID();
    const payload = { name: "Interrupted Faith" };
    // The first request's claim, as a process that stopped before its write committed leaves it.
    const path = "/api/admin/religion";
    const { createHash } = await import("node:crypto");
    const bodyHash = createHash("sha256").update(JSON.stringify(payload)).digest("hex");
    await t.db.insert(idempotencyKeys).values({ adminId: admin.id, key, method: "POST", path, bodyHash });
    const running = await send("POST", "religion", payload, key);
    expect({ status: running.statusCode, message: running.json().message }).toEqual({ status: 409, message: MESSAGES.stillBeingSaved });
    expect(await rowsNamed("Interrupted Faith")).toBe(0);

    await t.db.update(idempotencyKeys).set({ claimedAt: sql`now() - interval '11 minutes'` }).where(eq(idempotencyKeys.key, key));
    const taken = await send("POST", "religion", payload, key);
    expect(taken.statusCode).toBe(200);
    expect(await rowsNamed("Interrupted Faith")).toBe(1);
  });

  it("answers 'still being saved' to a repeat between the first's commit and its kept answer", async () => {
    const key = randomUUID();
    expect((await send("POST", "religion", { name: "Committing Faith" }, key)).statusCode).toBe(200);
    // The first has committed and not yet kept its answer: its claim is fresh, its process alive.
    await t.db.update(idempotencyKeys).set({ status: null, answer: null, claimedAt: sql`now()` }).where(eq(idempotencyKeys.key, key));
    const again = await send("POST", "religion", { name: "Committing Faith" }, key);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: MESSAGES.stillBeingSaved });
    expect(await rowsNamed("Committing Faith")).toBe(1);
  });

  it("never applies twice a change that committed but whose answer was lost", async () => {
    const key = randomUUID();
    expect((await send("POST", "religion", { name: "Lost Answer Faith" }, key)).statusCode).toBe(200);
    const [row] = await t.db.select({ appliedAt: idempotencyKeys.appliedAt }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row.appliedAt).not.toBeNull();
    // The process stopped after the commit, before keeping the answer; long enough ago to look stale.
    await t.db.update(idempotencyKeys).set({ status: null, answer: null, claimedAt: sql`now() - interval '1 hour'` }).where(eq(idempotencyKeys.key, key));
    const again = await send("POST", "religion", { name: "Lost Answer Faith" }, key);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: MESSAGES.savedWithoutAnswer });
    expect(await rowsNamed("Lost Answer Faith")).toBe(1);
  });

  it("keeps keys apart per administrator", async () => {
    const made = await makeAdmin(t.db, { rights: { Religion: { read: true, add: true } } });
    const other = await signIn(app, made);
    const key = randomUUID();
    expect((await send("POST", "religion", { name: "Mine Faith" }, key)).statusCode).toBe(200);
    expect((await send("POST", "religion", { name: "Theirs Faith" }, key, other)).statusCode).toBe(200);
  });

  it("keeps nothing of the own account's answers, which carry tokens", async () => {
    const key = randomUUID();
    const response = await app.inject({
      method: "PUT",
      url: "/api/admin/users/profile",
      headers: { ...bearer(admin.SessionToken), "content-type": "application/json", "idempotency-key": key },
      payload: JSON.stringify({ firstName: "Asha", lastName: "Menon" }),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it("refuses a malformed key with 400 and runs nothing", async () => {
    for (const key of ["short", "x".repeat(101), "has space in it", "ümlaut-key-123"]) {
      const response = await send("POST", "religion", { name: "Bad Key Faith" }, key);
      expect({ key, status: response.statusCode, message: response.json().message }).toEqual({ key, status: 400, message: MESSAGES.badIdempotencyKey });
    }
    expect(await rowsNamed("Bad Key Faith")).toBe(0);
  });

  it("forgets a key after a day: the same key is a new change then, and the sweep removes old keys", async () => {
    const key = randomUUID();
    const id = await created("Expiring Faith");
    expect((await send("PUT", `religion/${id}`, { name: "Expiring Faith Two" }, key)).statusCode).toBe(200);
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    expect((await send("PUT", `religion/${id}`, { name: "Expiring Faith Two" }, key)).statusCode).toBe(200);
    expect(await entries(`religion:${id}`, "religion.update")).toBe(2);

    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    expect(await sweepExpiredKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});
