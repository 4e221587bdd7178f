/**
 * Nobody gains, directly or through another account, a right they do not hold (docs/admin-users.md,
 * "Nobody gains a right"): the takeover an outside test found, replayed step by step, every other way
 * staff with Admin Users could act as another account, and what a full administrator's change of
 * another administrator's email ends and tells.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { and, count, eq, isNull } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";

import { ACCOUNTS, bearer, buildTestApp, ME, newClientAddress, postLogin, REFRESH, signIn } from "../../../test/app";
import { callerFor, editPayload, makeAdmin, storedAdmin, type Caller } from "../../../test/admins";
import { describeEachDatabase } from "../../../test/databases";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp";
import { hashToken, newOpaqueToken } from "../../auth/tokens";
import { adminSessions, adminUsers, auditLog, passwordResetTokens } from "../../db/schema";

const FROM = "Matrimony Admin <no-reply@example.com>";
const LINK = /https?:\/\/[^\s"'<>]+\/reset-password\/([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = "Taken@Over2026";

const refused = (status: number, message: string) => expect.objectContaining({ status, message });

describeEachDatabase("Admin Users: nobody gains a right through another account", (t) => {
  let smtp: TestSmtpServer;
  let outbox: string;
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    outbox = mkdtempSync(path.join(tmpdir(), "takeover-test-unused-outbox-"));
    app = await buildTestApp(t.db, { mail: { smtpUrl: smtp.url, from: FROM, outboxDir: outbox } });
    admin = await callerFor(app, ACCOUNTS.admin);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    if (outbox) rmSync(outbox, { recursive: true, force: true });
  });
  afterEach(async () => {
    await app.background.idle();
    smtp.clear();
  });

  const post = (url: string, payload: object) => app.inject({ method: "POST", url: `/api/admin/users/${url}`, payload, remoteAddress: newClientAddress() });
  const openSessions = async (id: number) => (await t.db.select({ n: count() }).from(adminSessions).where(and(eq(adminSessions.adminId, id), isNull(adminSessions.revokedAt))))[0].n;
  const entriesOn = (id: number) => t.db.select().from(auditLog).where(eq(auditLog.target, `users:${id}`));
  /** What signing in as the account would need or give: its address, password, switch, second factor, rights. */
  const takeable = async (id: number) => {
    const { email, passwordHash, isActive, twoFactorSecret, twoFactorEnabledAt, deletedAt, roleId } = await storedAdmin(t.db, id);
    return { email, passwordHash, isActive, twoFactorSecret, twoFactorEnabledAt, deletedAt, roleId, rights: (await admin("GET", `users/${id}/permissions`)).json().recordList };
  };

  it("refuses the takeover as it was found, at its first step: staff with Edit on Admin Users moving a colleague's email", async () => {
    const una = await makeAdmin(t.db, { name: "Una", rights: { "Admin Users": { edit: true } } });
    const vic = await makeAdmin(t.db, { name: "Vic", rights: { "Admin Users": { edit: true }, Coupons: { add: true, edit: true, delete: true } } });
    const staff = await callerFor(app, una);
    const mailbox = `una.takes.${vic.id}@example.com`;
    const before = await takeable(vic.id);
    const entries = (await entriesOn(vic.id)).length;

    // 1. PUT /api/admin/users/<id> with a new email and confirmEmail: was 200.
    const moved = await staff("PUT", `users/${vic.id}`, await editPayload(t.db, vic.id, { email: mailbox, confirmEmail: mailbox }));
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual(refused(403, MESSAGES.accountBeyondRights("Read", "Coupons")));

    // 2. A reset link asked for at the new address: there is no such account, so no link leaves.
    expect((await post("forgotPassword", { email: mailbox })).statusCode).toBe(200);
    await app.background.idle();
    expect(smtp.to(mailbox)).toEqual([]);
    // 3. Nothing to set a password with, nothing to sign in with.
    expect((await postLogin(app, { email: mailbox, password: NEW_PASSWORD }, { remoteAddress: newClientAddress() })).json().message).toBe(MESSAGES.signInFailed);
    expect(await takeable(vic.id)).toEqual(before);
    expect((await entriesOn(vic.id)).length).toBe(entries);
  });

  it("leaves staff no other way to act as an account holding a right they lack: password, two-factor, switch, rights, delete", async () => {
    const una = await makeAdmin(t.db, { name: "Una", rights: { "Admin Users": { add: true, edit: true, delete: true }, Religion: { edit: true } } });
    const vic = await makeAdmin(t.db, { name: "Vic", rights: { Religion: { edit: true }, Coupons: {} } });
    await t.db.update(adminUsers).set({ twoFactorSecret: "SEALED", twoFactorEnabledAt: new Date() }).where(eq(adminUsers.id, vic.id));
    const staff = await callerFor(app, una);
    const beyond = refused(403, MESSAGES.accountBeyondRights("Read", "Coupons"));
    const mailbox = `una.sequence.${vic.id}@example.com`;
    const before = await takeable(vic.id);
    const entries = (await entriesOn(vic.id)).length;

    const password = await staff("PUT", `users/${vic.id}`, await editPayload(t.db, vic.id, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect([400, 403]).toContain(password.statusCode);
    expect((await staff("PUT", `users/${vic.id}`, await editPayload(t.db, vic.id, { lastName: "Renamed" }))).json()).toEqual(beyond);
    expect((await staff("POST", `users/${vic.id}/resetTwoFactor`)).json()).toEqual(beyond);
    expect((await staff("PUT", `users/${vic.id}/active`, { isActive: false })).json()).toEqual(beyond);
    // Taking Coupons away first, to bring Vic within Una's rights, is itself a change on Vic.
    expect((await staff("PUT", `users/${vic.id}/permissions`, { pagePermissions: [{ title: "Religion", edit: true }] })).json()).toEqual(beyond);
    expect((await staff("DELETE", `users/${vic.id}`)).json()).toEqual(beyond);
    expect((await staff("PUT", `users/${vic.id}`, await editPayload(t.db, vic.id, { email: mailbox, confirmEmail: mailbox }))).json()).toEqual(beyond);
    expect(await takeable(vic.id)).toEqual(before);
    expect((await entriesOn(vic.id)).length).toBe(entries);

    // Switched off by a full administrator, Vic stays off: switching an account on is acting as it.
    expect((await admin("PUT", `users/${vic.id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await staff("PUT", `users/${vic.id}/active`, { isActive: true })).json()).toEqual(beyond);
    expect((await storedAdmin(t.db, vic.id)).isActive).toBe(false);

    // An account of her own making holds only what she may give: Coupons is not hers to give.
    const made = await staff("POST", "users", {
      firstName: "Una",
      lastName: "Second",
      email: mailbox,
      confirmEmail: mailbox,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      gender: "Other",
      receiveEmail: true,
      receiveNotifications: true,
    });
    expect(made.statusCode).toBe(200);
    const second = made.json().recordList[0].id as number;
    expect((await staff("PUT", `users/${second}/permissions`, { pagePermissions: [{ title: "Coupons" }] })).json()).toEqual(
      refused(403, MESSAGES.rightNotHeld("Read", "Coupons")),
    );
  });

  it("lets staff act on an account within their rights, but leaves its email to a full administrator", async () => {
    const una = await makeAdmin(t.db, { name: "Una", rights: { "Admin Users": { edit: true }, Religion: { edit: true } } });
    const wen = await makeAdmin(t.db, { name: "Wen", rights: { Religion: {} } });
    const staff = await callerFor(app, una);
    const mailbox = `una.within.${wen.id}@example.com`;
    const moved = await staff("PUT", `users/${wen.id}`, await editPayload(t.db, wen.id, { email: mailbox, confirmEmail: mailbox }));
    expect(moved.json()).toEqual(refused(403, MESSAGES.otherEmailFullAdminOnly));
    expect(moved.json().errors).toEqual({ email: MESSAGES.otherEmailFullAdminOnly });
    expect((await storedAdmin(t.db, wen.id)).email).toBe(wen.email);
    expect((await staff("PUT", `users/${wen.id}`, await editPayload(t.db, wen.id, { lastName: "Within" }))).statusCode).toBe(200);
    expect((await staff("PUT", `users/${wen.id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await staff("PUT", `users/${wen.id}/active`, { isActive: true })).statusCode).toBe(200);
    // Her own address she may move here, as on her profile.
    const own = `una.own.${una.id}@example.com`;
    expect((await staff("PUT", `users/${una.id}`, await editPayload(t.db, una.id, { email: own, confirmEmail: own }))).statusCode).toBe(200);
  });

  it("ends the sign-ins and reset links of an account whose email a full administrator changes, and tells the old address when and by whom", async () => {
    const vic = await makeAdmin(t.db, { name: "Vic", rights: { Coupons: { edit: true } } });
    const [first, second] = [await signIn(app, vic), await signIn(app, vic)];
    const resetLink = newOpaqueToken();
    await t.db.insert(passwordResetTokens).values({ tokenHash: hashToken(resetLink), adminId: vic.id, expiresAt: new Date(Date.now() + 600_000) });
    const newEmail = `vic.moved.${vic.id}@example.com`;
    const before = Date.now();

    const moved = await admin("PUT", `users/${vic.id}`, await editPayload(t.db, vic.id, { email: newEmail, confirmEmail: newEmail }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().recordList[0]).toMatchObject({ id: vic.id, email: newEmail });

    expect(await openSessions(vic.id)).toBe(0);
    for (const login of [first, second]) {
      expect((await app.inject({ method: "GET", url: ME, headers: bearer(login.SessionToken) })).statusCode).toBe(401);
      expect((await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": login.RefreshToken } })).statusCode).toBe(401);
    }
    expect((await post("verifyforgotPasswordLink", { token: resetLink })).json().message).toBe(MESSAGES.resetLinkInvalid);

    await app.background.idle();
    const [told] = smtp.to(vic.email);
    expect(told).toBeDefined();
    expect(told.subject).toBe("Matrimony Admin: your sign-in email was changed");
    expect(told.text).toContain(newEmail);
    const asha = await storedAdmin(t.db, admin.record.id);
    expect(told.text).toContain(`by ${asha.firstName} ${asha.lastName} (${ACCOUNTS.admin.email})`);
    const at = told.text.match(/ at (.+ UTC) by /)?.[1];
    expect(Math.abs(Date.parse(at!.replace("UTC", "GMT")) - before)).toBeLessThan(60_000);
    expect(told.text).not.toMatch(LINK);

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "users.update"), eq(auditLog.target, `users:${vic.id}`)));
    expect(entry).toMatchObject({ page: "Admin Users", adminId: admin.record.id, before: { email: vic.email }, after: { email: newEmail } });

    // The new address signs in with the same password; nothing else changed hands.
    expect((await postLogin(app, { email: newEmail, password: vic.password }, { remoteAddress: newClientAddress() })).statusCode).toBe(200);
  });

  it("keeps the own sign-in of an administrator who moves their own address here, and ends the others", async () => {
    const zia = await makeAdmin(t.db, { name: "Zia", rights: { "Admin Users": { edit: true } } });
    const self = await callerFor(app, zia);
    const other = await signIn(app, zia);
    const own = `zia.own.${zia.id}@example.com`;
    expect((await self("PUT", `users/${zia.id}`, await editPayload(t.db, zia.id, { email: own, confirmEmail: own }))).statusCode).toBe(200);
    expect((await self("GET", "users/me")).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": other.RefreshToken } })).statusCode).toBe(401);
    await app.background.idle();
    const [told] = smtp.to(zia.email);
    expect(told.text).toContain(own);
    expect(told.text).not.toContain(" by ");
  });
});
