/** An administrator's browser registered for their own notifications (docs/push.md, "The console's registration"). */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, loginOf, postLogin, signIn, type SignedInRecord } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { adminPushTokens, adminUsers } from "../db/schema";
import { MAX_BROWSERS_PER_ADMIN } from "./admin-tokens";

const URL = "/api/admin/users/pushToken";
const token = (n: number | string) => `fcm-browser-token-${n}:APA91b${"x".repeat(120)}`;

describeEachDatabase("admin push tokens", (t) => {
  let app: FastifyInstance;
  let admin: SignedInRecord;
  let staff: SignedInRecord;
  beforeAll(async () => {
    app = await buildTestApp(t.db);
    [admin, staff] = await Promise.all([signIn(app, ACCOUNTS.admin), signIn(app, ACCOUNTS.staff)]);
  });
  afterAll(() => app?.close());
  beforeEach(() => t.db.delete(adminPushTokens));

  const post = (record: SignedInRecord | undefined, payload: unknown) =>
    app.inject({ method: "POST", url: URL, headers: record ? bearer(record.SessionToken) : {}, payload: payload as object });
  const tokensOf = async (email: string) => {
    const [row] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
    return (await t.db.select({ token: adminPushTokens.token }).from(adminPushTokens).where(eq(adminPushTokens.adminId, row.id))).map((r) => r.token).sort();
  };

  it("keeps the browser's token for whoever may use their own account, once however often it is sent", async () => {
    for (let i = 0; i < 2; i++) expect((await post(staff, { token: token(1) })).json()).toEqual({ status: 200, message: MESSAGES.pushBrowserRegistered, recordList: [] });
    expect(await tokensOf(ACCOUNTS.staff.email)).toEqual([token(1)]);
  });

  it("gives a token to the browser's last sign-in only: the one before it no longer receives that browser's notifications", async () => {
    await post(staff, { token: token("shared") });
    await post(admin, { token: token("shared") });
    expect(await tokensOf(ACCOUNTS.staff.email)).toEqual([]);
    expect(await tokensOf(ACCOUNTS.admin.email)).toEqual([token("shared")]);
  });

  it(`keeps an administrator's newest ${MAX_BROWSERS_PER_ADMIN} browsers`, async () => {
    for (let i = 0; i < MAX_BROWSERS_PER_ADMIN + 3; i++) expect((await post(admin, { token: token(`n${String(i).padStart(2, "0")}`) })).statusCode).toBe(200);
    const kept = await tokensOf(ACCOUNTS.admin.email);
    expect(kept).toHaveLength(MAX_BROWSERS_PER_ADMIN);
    expect(kept).toContain(token(`n${MAX_BROWSERS_PER_ADMIN + 2}`));
  });

  it("refuses a signed-out call, an unknown field and what is not a token, in words", async () => {
    expect((await post(undefined, { token: token(2) })).statusCode).toBe(401);
    const extra = await post(admin, { token: token(2), adminId: 1 });
    expect([extra.statusCode, extra.json().message]).toEqual([400, expect.stringContaining("adminId")]);
    const bad = await post(admin, { token: "<script>" });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Token must be the browser's push registration token"]);
    expect(await tokensOf(ACCOUNTS.admin.email)).toEqual([]);
  });

  it("forgets a browser when the sign-in that registered it ends, and a sign-in that brings the tab's token keeps it at once", async () => {
    const own = await signIn(app, ACCOUNTS.staff);
    expect((await post(own, { token: token("tab") })).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/admin/users/logout", headers: bearer(own.SessionToken) });
    expect(out.statusCode).toBe(200);
    expect(await tokensOf(ACCOUNTS.staff.email)).toEqual([]);
    // The tab keeps its token in session storage and sends it with the next sign-in.
    const again = await postLogin(app, { ...loginOf(ACCOUNTS.staff), fcmToken: token("tab") });
    expect(again.statusCode).toBe(200);
    expect(await tokensOf(ACCOUNTS.staff.email)).toEqual([token("tab")]);
    // Not a token: the sign-in goes on and keeps nothing.
    expect((await postLogin(app, { ...loginOf(ACCOUNTS.admin), fcmToken: "<script>" })).statusCode).toBe(200);
    expect(await tokensOf(ACCOUNTS.admin.email)).toEqual([]);
  });
});
