/**
 * Custom Notification on the api (docs/push.md): the audience counted before sending, Send and Resend
 * with Edit on the page and an audit entry, the list's send count and results, and a clear refusal when
 * push is off. Sending itself is tested in backend/src/push/send.test.ts.
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { auditLog, pushSends } from "../db/schema";
import { buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertMembersWithDevices } from "../../test/devices";
import { startFakeFcm, type FakeFcm } from "../../test/fake-fcm";
import { expectRefusedToStaffAndDemo, signedInClients, type ResourceClient } from "../../test/resources";
import { startPushWorker, type PushService } from "../push/worker";

describeEachDatabase("Custom Notification", (t) => {
  let fake: FakeFcm;
  let push: PushService;
  let app: FastifyInstance;
  let clients: { admin: ResourceClient; staff: ResourceClient; demo: ResourceClient };
  let id: number;

  beforeAll(async () => {
    fake = await startFakeFcm(() => "ok");
    push = await startPushWorker({ database: t.database, config: fake.config, pollingIntervalSeconds: 0.5, log: () => undefined });
    app = await buildTestApp(t.db, {}, undefined, push);
    await app.ready();
    clients = await signedInClients(app);
    await insertMembersWithDevices(t.db, 40, 1, "page");
    const created = await clients.admin.post("customnotification", { name: "Weekend offer", title: "Gold for less", description: "This weekend only.", image: null });
    expect(created.statusCode).toBe(200);
    id = (created.json().recordList[0] as { id: number }).id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await push?.stop();
    await fake?.close();
  });

  const waitForSends = async (count: number) => {
    for (let tries = 0; tries < 200; tries++) {
      const sends = await t.db.select().from(pushSends).where(eq(pushSends.notificationId, id));
      if (sends.length === count && sends.every((send) => send.status === "done")) return sends;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the sends did not finish");
  };

  it("counts the audience before sending, all of it or a filter", async () => {
    const all = await clients.admin.post("customnotification/audience", {});
    expect(all.json()).toMatchObject({ status: 200, message: MESSAGES.audienceCount(40, 40), recordList: [{ members: 40, devices: 40 }] });
    const women = await clients.admin.post("customnotification/audience", { gender: "Female", premium: null });
    expect(women.json().recordList).toEqual([{ members: 20, devices: 20 }]);
    const premium = await clients.admin.post("customnotification/audience", { premium: "Premium" });
    expect(premium.json()).toMatchObject({ message: MESSAGES.audienceEmpty, recordList: [{ members: 0, devices: 0 }] });
  });

  it("refuses an audience it does not understand with 400 naming the field", async () => {
    const unknown = await clients.admin.post("customnotification/audience", { city: 4 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("city");
    const backwards = await clients.admin.post(`customnotification/${id}/send`, { registeredFrom: "2025-02-01", registeredTo: "2025-01-01" });
    expect(backwards.statusCode).toBe(400);
  });

  it("sends to the audience chosen, then resends to the same one; the list shows the count and the results", async () => {
    const sent = await clients.admin.post(`customnotification/${id}/send`, { gender: "Female" });
    expect(sent.json()).toMatchObject({ status: 200, message: MESSAGES.notificationQueued(20, 20) });
    await waitForSends(1);
    const resent = await clients.admin.post(`customnotification/${id}/resend`, {});
    expect(resent.statusCode).toBe(200);
    const sends = await waitForSends(2);
    expect(sends.map((send) => [send.total, send.sent, send.failed])).toEqual([
      [20, 20, 0],
      [20, 20, 0],
    ]);
    const [row] = (await clients.admin.ok(`customnotification?search=Weekend`)).recordList;
    expect(row).toMatchObject({ sendCount: 2, lastTotal: 20, lastSent: 20, lastFailed: 0, pushOn: true });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.target, `customnotification:${id}`));
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(["customnotification.send", "customnotification.resend"]));
  }, 60_000);

  it("needs Edit on the page to send: staff without it and the demo administrator are refused", async () => {
    await expectRefusedToStaffAndDemo(clients, [
      ["POST", `customnotification/${id}/send`, {}],
      ["POST", `customnotification/${id}/resend`, {}],
    ]);
  });

  it("refuses to send when push is off, and the list says so", async () => {
    const off = await buildTestApp(t.db);
    try {
      const { admin } = await signedInClients(off);
      const refused = await admin.post(`customnotification/${id}/send`, {});
      expect(refused.json()).toMatchObject({ status: 409, message: MESSAGES.pushOff });
      const [row] = (await admin.ok(`customnotification?search=Weekend`)).recordList;
      expect(row).toMatchObject({ pushOn: false });
    } finally {
      await off.close();
    }
  });
});
