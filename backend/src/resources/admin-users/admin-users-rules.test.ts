/**
 * The rules of docs/admin-users.md that answer 409 or 403, and the effects that make every change of
 * an administrator's role, rights or switch count at once: access version raised, sign-ins ended.
 */
import type { FastifyInstance } from "fastify";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import { ROLE } from "@/lib/credentials";
import { MESSAGES } from "@/lib/messages";
import { GRANTABLE_TITLES } from "@/lib/pages";

import { ACCOUNTS, bearer, buildTestApp, loginOf, postLogin, REFRESH, signIn } from "../../../test/app";
import { callerFor, editPayload, makeAdmin, storedAdmin, type Caller } from "../../../test/admins";
import { describeEachDatabase } from "../../../test/databases";
import { hashToken, newOpaqueToken } from "../../auth/tokens";
import { adminPagePermissions, adminRecoveryCodes, adminSessions, adminUsers, auditLog, passwordResetTokens } from "../../db/schema";

const refused = (status: number, message: string) => ({ status, message, recordList: [] });

describeEachDatabase("Admin Users: rules and effects", (t) => {
  let app: FastifyInstance;
  let admin: Caller;
  let ashaId: number;
  let demoId: number;
  const idOf = async (email: string) => (await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0].id;
  const auditCount = async (id: number) => (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.target, `users:${id}`)))[0].n;
  const openSessions = async (id: number) => (await t.db.select({ n: count() }).from(adminSessions).where(and(eq(adminSessions.adminId, id), isNull(adminSessions.revokedAt))))[0].n;
  const version = async (id: number) => (await storedAdmin(t.db, id)).accessVersion;

  /**
   * Holds requests after the guard let them through, until `expected` of them got there: two changes
   * then start as two full administrators would, both already signed in and checked.
   */
  let gate: { expected: number; arrived: number; open: Promise<void>; release: () => void } | undefined;
  function holdUntil(expected: number) {
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    gate = { expected, arrived: 0, open, release };
  }

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    app.addHook("preHandler", async () => {
      if (!gate) return;
      gate.arrived += 1;
      if (gate.arrived === gate.expected) gate.release();
      await gate.open;
    });
    admin = await callerFor(app, ACCOUNTS.admin);
    ashaId = admin.record.id;
    demoId = await idOf(ACCOUNTS.demo.email);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets nobody change their own role or rights, switch themselves off or delete themselves", async () => {
    await t.db.update(adminUsers).set({ twoFactorEnabledAt: new Date(), twoFactorSecret: "x" }).where(eq(adminUsers.id, ashaId));
    const before = await storedAdmin(t.db, ashaId);
    const audits = await auditCount(ashaId);
    const cases = [
      [await admin("PUT", `users/${ashaId}`, await editPayload(t.db, ashaId, { role: "Staff" })), MESSAGES.ownRole],
      [await admin("PUT", `users/${ashaId}/permissions`, { pagePermissions: [] }), MESSAGES.ownRights],
      [await admin("PUT", `users/${ashaId}/active`, { isActive: false }), MESSAGES.ownSwitch],
      [await admin("DELETE", `users/${ashaId}`), MESSAGES.ownDelete],
      [await admin("POST", `users/${ashaId}/resetTwoFactor`), MESSAGES.ownTwoFactor],
    ] as const;
    for (const [response, message] of cases) expect(response.json()).toMatchObject(refused(409, message));
    expect(await storedAdmin(t.db, ashaId)).toEqual(before);
    expect(await auditCount(ashaId)).toBe(audits);
    // Saving one's own row with the role one holds changes nothing of the role, and is fine.
    const same = await admin("PUT", `users/${ashaId}`, await editPayload(t.db, ashaId, { role: "Administrator", contactNo: "9876543210" }));
    expect(same.statusCode).toBe(200);
    expect(await version(ashaId)).toBe(before.accessVersion);
    await t.db.update(adminUsers).set({ twoFactorEnabledAt: null, twoFactorSecret: null }).where(eq(adminUsers.id, ashaId));
  });

  it("keeps the demo account as it is, whoever asks", async () => {
    await t.db.update(adminUsers).set({ twoFactorEnabledAt: new Date() }).where(eq(adminUsers.id, demoId));
    const before = await storedAdmin(t.db, demoId);
    const demoRefused = refused(409, MESSAGES.demoAccountFixed);
    expect((await admin("PUT", `users/${demoId}`, await editPayload(t.db, demoId, { firstName: "Changed" }))).json()).toEqual(demoRefused);
    expect((await admin("PUT", `users/${demoId}`, await editPayload(t.db, demoId, { role: "Staff" }))).json()).toEqual(demoRefused);
    expect((await admin("PUT", `users/${demoId}/active`, { isActive: false })).json()).toEqual(demoRefused);
    expect((await admin("PUT", `users/${demoId}/permissions`, { pagePermissions: [{ title: "Religion" }] })).json()).toEqual(demoRefused);
    expect((await admin("POST", `users/${demoId}/resetTwoFactor`)).json()).toEqual(demoRefused);
    expect((await admin("DELETE", `users/${demoId}`)).json()).toEqual(demoRefused);
    expect(await storedAdmin(t.db, demoId)).toEqual(before);
    await t.db.update(adminUsers).set({ twoFactorEnabledAt: null }).where(eq(adminUsers.id, demoId));
  });

  it("lets the demo administrator look at Admin Users and change nothing (403)", async () => {
    const demo = await callerFor(app, ACCOUNTS.demo);
    expect((await demo("GET", "users")).statusCode).toBe(200);
    expect((await demo("GET", `users/${ashaId}/permissions`)).statusCode).toBe(200);
    const staff = await makeAdmin(t.db);
    const demoRefused = refused(403, MESSAGES.demoReadOnly);
    for (const response of [
      await demo("POST", "users", {}),
      await demo("PUT", `users/${staff.id}`, await editPayload(t.db, staff.id)),
      await demo("PUT", `users/${staff.id}/active`, { isActive: false }),
      await demo("PUT", `users/${staff.id}/permissions`, { pagePermissions: [] }),
      await demo("POST", `users/${staff.id}/resetTwoFactor`),
      await demo("DELETE", `users/${staff.id}`),
    ]) {
      expect(response.json()).toEqual(demoRefused);
    }
  });

  it("keeps staff with rights on Admin Users from changing full administrators or granting rights they lack", async () => {
    const una = await makeAdmin(t.db, { rights: { "Admin Users": { add: true, edit: true, delete: true }, Religion: {}, Community: { edit: true } } });
    const staff = await callerFor(app, una);
    const beyond = refused(403, MESSAGES.staffOnFullAdmin);
    const asha = await storedAdmin(t.db, ashaId);
    expect((await staff("PUT", `users/${ashaId}`, await editPayload(t.db, ashaId, { firstName: "Taken" }))).json()).toEqual(beyond);
    expect((await staff("PUT", `users/${ashaId}/active`, { isActive: false })).json()).toEqual(beyond);
    expect((await staff("PUT", `users/${ashaId}/permissions`, { pagePermissions: [] })).json()).toEqual(beyond);
    expect((await staff("DELETE", `users/${ashaId}`)).json()).toEqual(beyond);
    expect(await storedAdmin(t.db, ashaId)).toEqual(asha);

    const colleague = await makeAdmin(t.db, { rights: { Religion: {}, Community: {} } });
    await t.db.update(adminUsers).set({ twoFactorEnabledAt: new Date() }).where(eq(adminUsers.id, colleague.id));
    const promote = await staff("PUT", `users/${colleague.id}`, await editPayload(t.db, colleague.id, { role: "Administrator" }));
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe("Role: only a full administrator can set it.");
    expect((await staff("PUT", `users/${una.id}`, await editPayload(t.db, una.id, { role: "Administrator" }))).statusCode).toBe(403);
    expect((await staff("POST", `users/${colleague.id}/resetTwoFactor`)).json()).toEqual(refused(403, MESSAGES.resetTwoFactorFullOnly));
    expect((await storedAdmin(t.db, colleague.id)).roleId).toBe(ROLE.staff);

    const rights = (extra: object[]) => ({ pagePermissions: [{ title: "Religion" }, ...extra] });
    // Edit on Religion, which Una holds only to read; Coupons, which she cannot open.
    expect((await staff("PUT", `users/${colleague.id}/permissions`, { pagePermissions: [{ title: "Religion", edit: true }, { title: "Community" }] })).json()).toEqual(
      refused(403, MESSAGES.rightNotHeld("Edit", "Religion")),
    );
    expect((await staff("PUT", `users/${colleague.id}/permissions`, rights([{ title: "Coupons" }]))).json()).toEqual(refused(403, MESSAGES.rightNotHeld("Read", "Coupons")));
    // A colleague holding what she does not (App Users) is not hers to change at all, not even to take it away.
    const senior = await makeAdmin(t.db, { rights: { Religion: {}, "App Users": { edit: true } } });
    expect((await staff("PUT", `users/${senior.id}/permissions`, { pagePermissions: [{ title: "Religion" }] })).json()).toEqual(refused(403, MESSAGES.accountBeyondRights("Read", "App Users")));
    // What she holds she may give.
    const given = await staff("PUT", `users/${colleague.id}/permissions`, rights([{ title: "Community", edit: true }]));
    expect(given.statusCode).toBe(200);
    expect(given.json().recordList).toEqual([
      { title: "Religion", read: true, add: false, edit: false, delete: false },
      { title: "Community", read: true, add: false, edit: true, delete: false },
    ]);
    expect((await staff("PUT", `users/${una.id}/permissions`, { pagePermissions: [{ title: "Religion" }] })).json()).toEqual(refused(409, MESSAGES.ownRights));
    // Staff may edit, switch and delete staff whose rights they hold themselves.
    expect((await staff("PUT", `users/${colleague.id}`, await editPayload(t.db, colleague.id, { lastName: "Edited" }))).statusCode).toBe(200);
    expect((await staff("PUT", `users/${colleague.id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await staff("DELETE", `users/${colleague.id}`)).statusCode).toBe(200);
  });

  it("makes a change of rights count on the next call: the old SessionToken is refused, a refresh brings the new rights", async () => {
    const sam = await makeAdmin(t.db, { rights: { Religion: {} } });
    const login = await signIn(app, sam);
    const religion = (token: string) => app.inject({ method: "POST", url: "/api/admin/religion", headers: bearer(token), payload: { name: `Granted Faith ${Date.now()}` } });
    expect((await religion(login.SessionToken)).statusCode).toBe(403);
    const before = await version(sam.id);

    const saved = await admin("PUT", `users/${sam.id}/permissions`, { pagePermissions: [{ title: "Religion", add: true }] });
    expect(saved.statusCode).toBe(200);
    expect(await version(sam.id)).toBe(before + 1);
    expect((await religion(login.SessionToken)).json()).toEqual(refused(401, MESSAGES.sessionExpired));

    const refreshed = await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": login.RefreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const record = refreshed.json().recordList[0];
    expect(record.pagePermissions).toEqual([{ title: "Religion", can: "a" }]);
    expect((await religion(record.SessionToken)).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "users.permissions"), eq(auditLog.target, `users:${sam.id}`)));
    expect(entry).toMatchObject({ page: "Admin Users", adminId: ashaId, before: { pagePermissions: [{ title: "Religion", read: true, add: false, edit: false, delete: false }] }, after: { pagePermissions: [{ title: "Religion", read: true, add: true, edit: false, delete: false }] } });
  });

  it("raises the access version on a change of role, and a full administrator holds no page rows", async () => {
    const rita = await makeAdmin(t.db, { rights: { Religion: { edit: true } } });
    const login = await signIn(app, rita);
    const v = await version(rita.id);
    const promoted = await admin("PUT", `users/${rita.id}`, await editPayload(t.db, rita.id, { role: "Administrator" }));
    expect(promoted.json().recordList[0]).toMatchObject({ roleId: ROLE.admin, role: "Administrator" });
    expect(await version(rita.id)).toBe(v + 1);
    expect(await t.db.select().from(adminPagePermissions).where(eq(adminPagePermissions.adminId, rita.id))).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/admin/users/me", headers: bearer(login.SessionToken) })).statusCode).toBe(401);
    const refreshed = (await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": login.RefreshToken } })).json().recordList[0];
    expect(refreshed).toMatchObject({ roleId: ROLE.admin, roleName: "Administrator" });
    expect((await admin("GET", `users/${rita.id}/permissions`)).json().recordList).toEqual(GRANTABLE_TITLES.map((title) => ({ title, read: true, add: true, edit: true, delete: true })));

    const demoted = await admin("PUT", `users/${rita.id}`, await editPayload(t.db, rita.id, { role: "Staff" }));
    expect(demoted.json().recordList[0]).toMatchObject({ roleId: ROLE.staff });
    expect(await version(rita.id)).toBe(v + 2);
    // An edit that changes no role leaves the sign-in alone.
    await admin("PUT", `users/${rita.id}`, await editPayload(t.db, rita.id, { firstName: "Rita" }));
    expect(await version(rita.id)).toBe(v + 2);
  });

  it("ends every sign-in of an administrator switched off, and lets them back when switched on", async () => {
    const sid = await makeAdmin(t.db, { rights: { Religion: {} } });
    const [first, second] = [await signIn(app, sid), await signIn(app, sid)];
    expect(await openSessions(sid.id)).toBe(2);
    const v = await version(sid.id);
    const off = await admin("PUT", `users/${sid.id}/active`, { isActive: false });
    expect(off.json()).toMatchObject({ status: 200, message: "Administrator is now inactive", recordList: [{ id: sid.id, isActive: false }] });
    expect(await openSessions(sid.id)).toBe(0);
    expect(await version(sid.id)).toBe(v + 1);
    for (const login of [first, second]) {
      expect((await app.inject({ method: "GET", url: "/api/admin/users/me", headers: bearer(login.SessionToken) })).statusCode).toBe(401);
      expect((await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": login.RefreshToken } })).statusCode).toBe(401);
    }
    expect((await postLogin(app, loginOf(sid))).json().message).toBe(MESSAGES.accountInactive);
    expect((await admin("PUT", `users/${sid.id}/active`, { isActive: true })).statusCode).toBe(200);
    expect(await version(sid.id)).toBe(v + 2);
    expect((await postLogin(app, loginOf(sid))).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "users.deactivate"), eq(auditLog.target, `users:${sid.id}`)));
    expect(entry).toMatchObject({ page: "Admin Users", before: { isActive: true }, after: { isActive: false } });
  });

  it("resets another administrator's two-factor sign-in: secret, codes and sign-ins' rights with it", async () => {
    const tara = await makeAdmin(t.db, { rights: { Religion: {} } });
    await t.db.update(adminUsers).set({ twoFactorSecret: "ENCRYPTED-SECRET", twoFactorEnabledAt: new Date(), twoFactorLastStep: 123 }).where(eq(adminUsers.id, tara.id));
    await t.db.insert(adminRecoveryCodes).values([{ adminId: tara.id, codeHash: `hash-a-${tara.id}` }, { adminId: tara.id, codeHash: `hash-b-${tara.id}` }]);
    expect((await admin("GET", `users/${tara.id}`)).json().recordList[0].twoFactorOn).toBe(true);
    const v = await version(tara.id);
    const reset = await admin("POST", `users/${tara.id}/resetTwoFactor`);
    expect(reset.json()).toMatchObject({ status: 200, recordList: [{ id: tara.id, twoFactorOn: false }] });
    expect(await storedAdmin(t.db, tara.id)).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, accessVersion: v + 1 });
    expect(await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, tara.id))).toEqual([]);
    expect((await admin("POST", `users/${tara.id}/resetTwoFactor`)).json()).toEqual(refused(409, MESSAGES.twoFactorOff));
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "users.resetTwoFactor"), eq(auditLog.target, `users:${tara.id}`)));
    expect(entry).toMatchObject({ page: "Admin Users", before: { twoFactorOn: true }, after: { twoFactorOn: false } });
    expect(JSON.stringify(entry)).not.toContain("ENCRYPTED-SECRET");
  });

  it("deletes softly: no sign-in, no rights, no codes, no longer listed, still named by the audit log", async () => {
    const dev = await makeAdmin(t.db, { rights: { Religion: {}, Community: { edit: true } } });
    const login = await signIn(app, dev);
    await t.db.update(adminUsers).set({ twoFactorSecret: "ENCRYPTED", twoFactorEnabledAt: new Date() }).where(eq(adminUsers.id, dev.id));
    await t.db.insert(adminRecoveryCodes).values({ adminId: dev.id, codeHash: `hash-dev-${dev.id}` });
    const resetLink = newOpaqueToken();
    await t.db.insert(passwordResetTokens).values({ tokenHash: hashToken(resetLink), adminId: dev.id, expiresAt: new Date(Date.now() + 600_000) });
    const verifyLink = () => app.inject({ method: "POST", url: "/api/admin/users/verifyforgotPasswordLink", payload: { token: resetLink } });
    expect((await verifyLink()).statusCode).toBe(200);
    const v = await version(dev.id);
    const deleted = await admin("DELETE", `users/${dev.id}`);
    expect(deleted.json()).toEqual({ status: 200, message: "Administrator deleted", recordList: [] });
    const stored = await storedAdmin(t.db, dev.id);
    expect(stored).toMatchObject({ isActive: false, twoFactorSecret: null, twoFactorEnabledAt: null, accessVersion: v + 1 });
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect(await openSessions(dev.id)).toBe(0);
    expect(await t.db.select().from(adminPagePermissions).where(eq(adminPagePermissions.adminId, dev.id))).toEqual([]);
    expect(await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, dev.id))).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/admin/users/me", headers: bearer(login.SessionToken) })).statusCode).toBe(401);
    expect((await postLogin(app, loginOf(dev))).json().message).toBe(MESSAGES.signInFailed);
    expect((await verifyLink()).json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await admin("DELETE", `users/${dev.id}`)).statusCode).toBe(404);
    // Their own sign-in is still in the log under their id, and the delete names them before it happened.
    expect((await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.adminId, dev.id), eq(auditLog.action, "login"))))[0].n).toBe(1);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "users.delete"), eq(auditLog.target, `users:${dev.id}`)));
    expect(entry).toMatchObject({ page: "Admin Users", adminId: ashaId, before: { email: dev.email }, after: null });
    // Their address is free: for another administrator's own change of address, too.
    const other = await makeAdmin(t.db, { rights: { Religion: {} } });
    const own = await callerFor(app, other);
    const moved = await own("POST", "users/changeEmail", { oldEmail: other.email, newEmail: dev.email, confirmEmail: dev.email });
    expect(moved.statusCode).toBe(200);
  });

  describe("the last active full administrator", () => {
    let others: number[] = [];
    let bala: Caller;
    let chitra: Caller;
    let balaId: number;
    let chitraId: number;

    /** Bala and Chitra are the only active full administrators (the demo account does not count). */
    beforeEach(async () => {
      const [b, c] = [await makeAdmin(t.db, { roleId: ROLE.admin, name: "Bala" }), await makeAdmin(t.db, { roleId: ROLE.admin, name: "Chitra" })];
      [balaId, chitraId] = [b.id, c.id];
      [bala, chitra] = [await callerFor(app, b), await callerFor(app, c)];
      const active = await t.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.roleId, ROLE.admin), eq(adminUsers.isActive, true), eq(adminUsers.isDemo, false), isNull(adminUsers.deletedAt), ne(adminUsers.id, b.id), ne(adminUsers.id, c.id)));
      others = active.map((row) => row.id);
      for (const id of others) await t.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, id));
    });
    afterEach(async () => {
      for (const id of others) await t.db.update(adminUsers).set({ isActive: true }).where(eq(adminUsers.id, id));
    });

    const activeFullAdmins = async () =>
      (await t.db.select({ id: adminUsers.id }).from(adminUsers).where(and(eq(adminUsers.roleId, ROLE.admin), eq(adminUsers.isActive, true), isNull(adminUsers.deletedAt), eq(adminUsers.isDemo, false)))).map((row) => row.id);

    /**
     * Each demotes, switches off or deletes the other at the same moment. Both pass the guard as full
     * administrators; the rows of the full administrators are locked by whichever change comes first,
     * so the other waits, then finds the one it would remove is the last, and is refused.
     */
    it.each([
      ["demoted", "made staff", (by: Caller, id: number, payload: object) => by("PUT", `users/${id}`, { ...payload, role: "Staff" })],
      ["switched off", "switched off", (by: Caller, id: number, _payload: object) => by("PUT", `users/${id}/active`, { isActive: false })],
      ["deleted", "deleted", (by: Caller, id: number, _payload: object) => by("DELETE", `users/${id}`)],
    ] as const)("cannot be %s, even by two full administrators at once", async (_name, what, change) => {
      const audits = await t.db.select({ n: count() }).from(auditLog);
      const [toChitra, toBala] = [await editPayload(t.db, chitraId), await editPayload(t.db, balaId)];
      holdUntil(2);
      const answers = await Promise.all([change(bala, chitraId, toChitra), change(chitra, balaId, toBala)]).finally(() => (gate = undefined));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      const survivor = answers[0].statusCode === 409 ? chitraId : balaId;
      const survivorName = survivor === balaId ? (await storedAdmin(t.db, balaId)).firstName : (await storedAdmin(t.db, chitraId)).firstName;
      expect(loser.json().message).toBe(MESSAGES.lastAdmin(`${survivorName} ${(await storedAdmin(t.db, survivor)).lastName}`, what));
      expect(await activeFullAdmins()).toEqual([survivor]);
      // One entry for the change made, none for the one refused.
      expect((await t.db.select({ n: count() }).from(auditLog))[0].n).toBe(audits[0].n + 1);
    });
  });
});
