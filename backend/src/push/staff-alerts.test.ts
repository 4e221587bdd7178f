/**
 * The administrators' own notifications (docs/push.md, "Alerts to staff"), against the fake FCM server:
 * nothing of the past on the first look; then each new block request and Pending payment once, to the
 * browsers of those who may open its page and want notifications, while the sign-in that registered the
 * browser lasts; the same when processes look at once. The looks take rows at once (settled after 0 ms),
 * except where the settling itself is checked.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { PROJECT, startFakeFcm, type FakeFcm } from "../../test/fake-fcm";
import { insertBlockRequest, insertMember } from "../../test/members";
import { revokeSession, startSession } from "../auth/sessions";
import { adminPagePermissions, adminPushTokens, adminUsers, blockRequests, pages, payments, refreshTokens, staffAlertMarks } from "../db/schema";
import { fcmClient, type FcmClient } from "./fcm";
import { SETTLED_MS, sendStaffAlerts } from "./staff-alerts";

const browser = (who: string) => `${who}-browser:APA91b${"s".repeat(60)}`;

describeEachDatabase("staff alerts", (t) => {
  let fake: FakeFcm;
  let client: FcmClient;
  const ids: Record<"admin" | "staff" | "demo", number> = { admin: 0, staff: 0, demo: 0 };

  const idOf = async (email: string) => (await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0].id;
  const pageId = async (key: string) => (await t.db.select({ id: pages.id }).from(pages).where(eq(pages.key, key)))[0].id;

  beforeAll(async () => {
    fake = await startFakeFcm((token) => (token.startsWith("dead-") ? "unregistered" : "ok"));
    expect(fake.config.projectId).toBe(PROJECT);
    client = fcmClient(fake.config);
    ids.admin = await idOf(ACCOUNTS.admin.email);
    ids.staff = await idOf(ACCOUNTS.staff.email);
    ids.demo = await idOf(ACCOUNTS.demo.email);
    // Staff hold Customer Packages and not Block Users.
    const blockUsers = await pageId("blockuser");
    await t.db.delete(adminPagePermissions).where(and(eq(adminPagePermissions.adminId, ids.staff), eq(adminPagePermissions.pageId, blockUsers)));
    await t.db.insert(adminPagePermissions).values({ adminId: ids.staff, pageId: await pageId("user-packages") }).onConflictDoNothing();
    const signedIn = async (adminId: number) => (await startSession(t.db, adminId, {}, 3_600_000)).sessionId;
    await t.db.insert(adminPushTokens).values([
      { adminId: ids.admin, token: browser("admin"), sessionId: await signedIn(ids.admin) },
      { adminId: ids.admin, token: `dead-${browser("old")}`, sessionId: await signedIn(ids.admin) },
      { adminId: ids.staff, token: browser("staff"), sessionId: await signedIn(ids.staff) },
      { adminId: ids.demo, token: browser("demo"), sessionId: await signedIn(ids.demo) },
    ]);
    // A block request of the past: a first look announces nothing of it.
    const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Old" });
    expect(await look()).toBe(0);
    expect(fake.requests.size).toBe(0);
  });
  afterAll(() => fake?.close());

  const look = (settledMs = 0) => sendStaffAlerts(t.db, client, settledMs);

  const deliveredTo = (who: string) => fake.delivered.get(browser(who)) ?? 0;

  it("sends a new block request to those who may open Block Users, once, and forgets a dead browser", async () => {
    const [reporter, other, reported] = [await insertMember(t.db, { firstName: "Anita", lastName: "Iyer" }), await insertMember(t.db), await insertMember(t.db, { firstName: "Dev", lastName: "Lal" })];
    await insertBlockRequest(t.db, { reporterId: other.id, reportedId: reported.id, reason: "Rude" });
    await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Fake profile" });
    expect(await look()).toBe(1);
    expect([deliveredTo("admin"), deliveredTo("staff"), deliveredTo("demo")]).toEqual([1, 0, 0]);
    const { title, body } = MESSAGES.staffAlertBlockRequests(2, "Anita Iyer", "Dev Lal");
    expect(fake.lastMessage.get(browser("admin"))).toEqual({ title, body, data: { link: "/admin/blockuser" } });
    expect((await t.db.select({ token: adminPushTokens.token }).from(adminPushTokens).where(eq(adminPushTokens.adminId, ids.admin))).map((row) => row.token)).toEqual([browser("admin")]);
    expect(await look()).toBe(0);
    expect(deliveredTo("admin")).toBe(1);
  });

  it("sends a new Pending payment to those who may open Customer Packages, and not a paid one", async () => {
    const [paid, waiting] = [await insertMember(t.db), await insertMember(t.db, { firstName: "Priya", lastName: "Nair" })];
    await t.db.insert(payments).values([
      { memberId: paid.id, amount: 999, status: "Success" },
      { memberId: waiting.id, amount: 4315.2, status: "Pending" },
    ]);
    expect(await look()).toBe(2);
    const { title, body } = MESSAGES.staffAlertPayments(1, "Priya Nair", "4,315.20");
    for (const who of ["admin", "staff"]) expect(fake.lastMessage.get(browser(who))).toEqual({ title, body, data: { link: "/admin/user-packages" } });
    expect(deliveredTo("demo")).toBe(0);
    await t.db.insert(payments).values({ memberId: paid.id, amount: 500, status: "Failed" });
    expect(await look()).toBe(0);
  });

  it("announces a row once when several processes look at the same time", async () => {
    const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Spam" });
    const before = deliveredTo("admin");
    const sent = await Promise.all([1, 2, 3].map(() => look()));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(deliveredTo("admin")).toBe(before + 1);
    expect((await t.db.select().from(staffAlertMarks)).map((mark) => mark.kind).sort()).toEqual(["blockRequest", "pendingPayment"]);
  });

  it("reaches no one who turned notifications off", async () => {
    await t.db.update(adminUsers).set({ receiveNotifications: false }).where(inArray(adminUsers.id, [ids.admin]));
    try {
      const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
      await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Spam" });
      expect(await look()).toBe(0);
    } finally {
      await t.db.update(adminUsers).set({ receiveNotifications: true }).where(eq(adminUsers.id, ids.admin));
    }
  });

  it(`claims only rows older than ${SETTLED_MS / 1000} s, so a row committed after one with a higher id is still announced`, async () => {
    const [a, b, c] = [await insertMember(t.db), await insertMember(t.db), await insertMember(t.db)];
    const [{ top }] = await t.db.select({ top: sql<number>`coalesce(max(${blockRequests.id}), 0)::int` }).from(blockRequests);
    // The higher id is written and committed first; the lower id's transaction is still open at the look.
    await insertBlockRequest(t.db, { id: top + 2, reporterId: a.id, reportedId: b.id, reason: "Spam" });
    const before = deliveredTo("admin");
    expect(await look(SETTLED_MS)).toBe(0);
    await insertBlockRequest(t.db, { id: top + 1, reporterId: c.id, reportedId: a.id, reason: "Fake profile" });
    await t.db.execute(sql`select setval(pg_get_serial_sequence('block_requests', 'id'), ${top + 2})`);
    await t.db.update(blockRequests).set({ createdAt: new Date(Date.now() - 2 * SETTLED_MS) }).where(gt(blockRequests.id, top));
    expect(await look(SETTLED_MS)).toBe(1);
    expect(deliveredTo("admin")).toBe(before + 1);
    const name = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;
    expect(fake.lastMessage.get(browser("admin"))?.body).toBe(MESSAGES.staffAlertBlockRequests(2, name(a), name(b)).body);
  });

  it("reaches no browser whose sign-in ended: signed out, or left to expire", async () => {
    const admin = (await t.db.select({ sessionId: adminPushTokens.sessionId }).from(adminPushTokens).where(eq(adminPushTokens.token, browser("admin"))))[0].sessionId;
    const staff = (await t.db.select({ sessionId: adminPushTokens.sessionId }).from(adminPushTokens).where(eq(adminPushTokens.token, browser("staff"))))[0].sessionId;
    await revokeSession(t.db, admin);
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.sessionId, staff));
    const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Spam" });
    await t.db.insert(payments).values({ memberId: a.id, amount: 10, status: "Pending" });
    const [adminBefore, staffBefore] = [deliveredTo("admin"), deliveredTo("staff")];
    expect(await look()).toBe(0);
    expect([deliveredTo("admin"), deliveredTo("staff")]).toEqual([adminBefore, staffBefore]);
    expect(await t.db.select().from(adminPushTokens).where(eq(adminPushTokens.sessionId, admin))).toEqual([]);
  });
});
