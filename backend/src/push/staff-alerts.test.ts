/**
 * The administrators' own notifications (docs/push.md, "Alerts to staff"), against the fake FCM server:
 * nothing of the past on the first look; then each new block request and Pending payment once, to the
 * browsers of those who may open its page and want notifications; the same when processes look at once.
 */
import { and, eq, inArray } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { PROJECT, startFakeFcm, type FakeFcm } from "../../test/fake-fcm";
import { insertBlockRequest, insertMember } from "../../test/members";
import { adminPagePermissions, adminPushTokens, adminUsers, pages, payments, staffAlertMarks } from "../db/schema";
import { fcmClient, type FcmClient } from "./fcm";
import { sendStaffAlerts } from "./staff-alerts";

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
    await t.db.insert(adminPushTokens).values([
      { adminId: ids.admin, token: browser("admin") },
      { adminId: ids.admin, token: `dead-${browser("old")}` },
      { adminId: ids.staff, token: browser("staff") },
      { adminId: ids.demo, token: browser("demo") },
    ]);
    // A block request of the past: a first look announces nothing of it.
    const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Old" });
    expect(await sendStaffAlerts(t.db, client)).toBe(0);
    expect(fake.requests.size).toBe(0);
  });
  afterAll(() => fake?.close());

  const deliveredTo = (who: string) => fake.delivered.get(browser(who)) ?? 0;

  it("sends a new block request to those who may open Block Users, once, and forgets a dead browser", async () => {
    const [reporter, other, reported] = [await insertMember(t.db, { firstName: "Anita", lastName: "Iyer" }), await insertMember(t.db), await insertMember(t.db, { firstName: "Dev", lastName: "Lal" })];
    await insertBlockRequest(t.db, { reporterId: other.id, reportedId: reported.id, reason: "Rude" });
    await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Fake profile" });
    expect(await sendStaffAlerts(t.db, client)).toBe(1);
    expect([deliveredTo("admin"), deliveredTo("staff"), deliveredTo("demo")]).toEqual([1, 0, 0]);
    const { title, body } = MESSAGES.staffAlertBlockRequests(2, "Anita Iyer", "Dev Lal");
    expect(fake.lastMessage.get(browser("admin"))).toEqual({ title, body, data: { link: "/admin/blockuser" } });
    expect((await t.db.select({ token: adminPushTokens.token }).from(adminPushTokens).where(eq(adminPushTokens.adminId, ids.admin))).map((row) => row.token)).toEqual([browser("admin")]);
    expect(await sendStaffAlerts(t.db, client)).toBe(0);
    expect(deliveredTo("admin")).toBe(1);
  });

  it("sends a new Pending payment to those who may open Customer Packages, and not a paid one", async () => {
    const [paid, waiting] = [await insertMember(t.db), await insertMember(t.db, { firstName: "Priya", lastName: "Nair" })];
    await t.db.insert(payments).values([
      { memberId: paid.id, amount: 999, status: "Success" },
      { memberId: waiting.id, amount: 4315.2, status: "Pending" },
    ]);
    expect(await sendStaffAlerts(t.db, client)).toBe(2);
    const { title, body } = MESSAGES.staffAlertPayments(1, "Priya Nair", "4,315.20");
    for (const who of ["admin", "staff"]) expect(fake.lastMessage.get(browser(who))).toEqual({ title, body, data: { link: "/admin/user-packages" } });
    expect(deliveredTo("demo")).toBe(0);
    await t.db.insert(payments).values({ memberId: paid.id, amount: 500, status: "Failed" });
    expect(await sendStaffAlerts(t.db, client)).toBe(0);
  });

  it("announces a row once when several processes look at the same time", async () => {
    const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Spam" });
    const before = deliveredTo("admin");
    const sent = await Promise.all([1, 2, 3].map(() => sendStaffAlerts(t.db, client)));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(deliveredTo("admin")).toBe(before + 1);
    expect((await t.db.select().from(staffAlertMarks)).map((mark) => mark.kind).sort()).toEqual(["blockRequest", "pendingPayment"]);
  });

  it("reaches no one who turned notifications off", async () => {
    await t.db.update(adminUsers).set({ receiveNotifications: false }).where(inArray(adminUsers.id, [ids.admin]));
    try {
      const [a, b] = [await insertMember(t.db), await insertMember(t.db)];
      await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Spam" });
      expect(await sendStaffAlerts(t.db, client)).toBe(0);
    } finally {
      await t.db.update(adminUsers).set({ receiveNotifications: true }).where(eq(adminUsers.id, ids.admin));
    }
  });
});
