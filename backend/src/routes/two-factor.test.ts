import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, ME, newClientAddress, loginOf, postLogin, signIn, testConfig } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { adminWithTwoFactor, codeAt, codeOfStep, createAdmin, TWO_FACTOR, wrongCode } from "../../test/two-factor";
import { hashToken } from "../auth/tokens";
import { openSecret } from "../auth/two-factor";
import { adminRecoveryCodes, adminUsers, auditLog } from "../db/schema";

const RECOVERY_CODE = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;

describeEachDatabase("two-factor api (own account)", (t) => {
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(t.db, config);
  });
  afterAll(async () => {
    await app?.close();
  });

  const status = (token: string) => app.inject({ method: "GET", url: TWO_FACTOR, headers: bearer(token) });
  const post = (token: string, action: string, payload: object = {}) =>
    app.inject({ method: "POST", url: `${TWO_FACTOR}/${action}`, headers: bearer(token), payload });
  const rowOf = async (id: number) => (await t.db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
  const auditOf = (id: number, action: string) =>
    t.db.select().from(auditLog).where(and(eq(auditLog.adminId, id), eq(auditLog.action, action)));

  /** A new administrator, signed in, with a setup under way. */
  async function settingUp() {
    const admin = await createAdmin(t.db);
    const { SessionToken } = await signIn(app, admin);
    const setup = await post(SessionToken, "setup");
    expect(setup.statusCode).toBe(200);
    const { secret, qrCode } = setup.json().recordList[0] as { secret: string; qrCode: string };
    return { admin, token: SessionToken, secret, qrCode, setup };
  }

  describe("setup", () => {
    it("starts off, and tells the state without any secret", async () => {
      const admin = await createAdmin(t.db);
      const { SessionToken } = await signIn(app, admin);
      const response = await status(SessionToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, recordList: [{ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }] });
    });

    it("hands out a new secret once, as text and QR code, and keeps it encrypted", async () => {
      const { admin, secret, qrCode, setup, token } = await settingUp();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      expect(setup.headers["cache-control"]).toBe("no-store");

      const row = await rowOf(admin.id);
      expect(row.twoFactorEnabledAt).toBeNull();
      expect(row.twoFactorSecret).toMatch(/^v1:[\w-]+$/);
      expect(row.twoFactorSecret).not.toContain(secret);
      expect(openSecret(config.twoFactorKeys, admin.id, row.twoFactorSecret!).plaintext).toBe(secret);

      // While it is set up, nothing else tells the secret: not the state, not /me, not a sign-in.
      for (const response of [await status(token), await app.inject({ method: "GET", url: ME, headers: bearer(token) }), await postLogin(app, loginOf(admin), { remoteAddress: newClientAddress() })]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(secret);
        expect(response.body).not.toContain(row.twoFactorSecret);
      }
      expect((await status(token)).json().recordList[0].enabled).toBe(false);
    });

    it("replaces an unfinished setup with a new secret", async () => {
      const { admin, token, secret } = await settingUp();
      const again = await post(token, "setup");
      const next = again.json().recordList[0].secret as string;
      expect(next).not.toBe(secret);
      expect(openSecret(config.twoFactorKeys, admin.id, (await rowOf(admin.id)).twoFactorSecret!).plaintext).toBe(next);
      // The first secret's code no longer turns it on.
      expect((await post(token, "enable", { code: codeAt(secret) })).statusCode).toBe(400);
    });

    it("refuses a new setup while two-factor is on: the secret in use is never replaced without a code", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const before = (await rowOf(admin.id)).twoFactorSecret;
      const response = await post(admin.record.SessionToken, "setup");
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.twoFactorAlreadyOn);
      expect((await rowOf(admin.id)).twoFactorSecret).toBe(before);
    });

    it("is refused to the read-only demo account", async () => {
      const { SessionToken } = await signIn(app, ACCOUNTS.demo);
      const response = await post(SessionToken, "setup");
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.demoReadOnly);
      expect((await status(SessionToken)).statusCode).toBe(200);
    });

    it("needs a sign-in", async () => {
      expect((await app.inject({ method: "GET", url: TWO_FACTOR })).statusCode).toBe(401);
      expect((await app.inject({ method: "POST", url: `${TWO_FACTOR}/setup`, payload: {} })).statusCode).toBe(401);
    });
  });

  describe("enable", () => {
    it.each([
      ["no code", {}],
      ["five digits", { code: "12345" }],
      ["letters", { code: "abcdef" }],
      ["a number, not text", { code: 123456 }],
      ["seven digits", { code: "1234567" }],
    ])("refuses %s with 400", async (_name, payload) => {
      const { token } = await settingUp();
      const response = await post(token, "enable", payload);
      expect(response.statusCode).toBe(400);
    });

    it("refuses a wrong code with 400 (the session is fine) and leaves it off", async () => {
      const { admin, token, secret } = await settingUp();
      const response = await post(token, "enable", { code: wrongCode(secret) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: MESSAGES.twoFactorCodeWrong });
      expect((await rowOf(admin.id)).twoFactorEnabledAt).toBeNull();
    });

    it("refuses without a setup", async () => {
      const admin = await createAdmin(t.db);
      const { SessionToken } = await signIn(app, admin);
      const response = await post(SessionToken, "enable", { code: "123456" });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.twoFactorNoSetup);
    });

    it("turns it on with a right code and hands out ten recovery codes once, keeping only their hashes", async () => {
      const { admin, token, secret } = await settingUp();
      const response = await post(token, "enable", { code: codeAt(secret) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { recoveryCodes } = response.json().recordList[0] as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
      expect(new Set(recoveryCodes).size).toBe(10);

      const stored = await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      expect(stored.map((row) => row.codeHash).sort()).toEqual(recoveryCodes.map((code) => hashToken(code.replace(/-/g, ""))).sort());
      expect(JSON.stringify(stored)).not.toMatch(/[A-Z2-7]{4}-[A-Z2-7]{4}/);

      const row = await rowOf(admin.id);
      expect(row.twoFactorEnabledAt).toBeInstanceOf(Date);
      expect(row.twoFactorLastStep).toEqual(expect.any(Number));
      const state = await status(token);
      expect(state.json().recordList[0]).toEqual({ enabled: true, enabledAt: row.twoFactorEnabledAt!.toISOString(), recoveryCodesLeft: 10 });
      expect(state.body).not.toContain(secret);
      expect(state.body).not.toContain(recoveryCodes[0]);

      // Recorded, on the Profile page, without the secret or a code.
      const [entry] = await auditOf(admin.id, "account.two_factor_enabled");
      expect(entry).toMatchObject({ page: "Profile", target: `admin:${admin.id}` });
      const written = JSON.stringify(entry);
      expect(written).not.toContain(secret);
      for (const code of recoveryCodes) expect(written).not.toContain(code);

      // The code that turned it on does not also sign in.
      expect((await post(token, "enable", { code: codeAt(secret) })).statusCode).toBe(409);
    });
  });

  describe("disable", () => {
    it("needs a code: none, a malformed one and a wrong one are refused with 400", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const token = admin.record.SessionToken;
      for (const payload of [{}, { code: "12ab" }, { code: "ABCD-EFGH" }, { code: wrongCode(admin.secret) }, { code: "AAAA-AAAA-AAAA-AAAA" }]) {
        const response = await post(token, "disable", payload);
        expect(response.statusCode).toBe(400);
      }
      expect((await status(token)).json().recordList[0].enabled).toBe(true);
    });

    it("turns it off with an authenticator code, forgetting the secret and the recovery codes", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const response = await post(admin.record.SessionToken, "disable", { code: codeAt(admin.secret, 1) });
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList[0]).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      const row = await rowOf(admin.id);
      expect([row.twoFactorSecret, row.twoFactorEnabledAt, row.twoFactorLastStep]).toEqual([null, null, null]);
      expect(await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id))).toEqual([]);
      const [entry] = await auditOf(admin.id, "account.two_factor_disabled");
      expect(entry).toMatchObject({ page: "Profile", details: { secondFactor: "totp" } });

      // Off: the password alone signs in again.
      const login = await postLogin(app, loginOf(admin), { remoteAddress: newClientAddress() });
      expect(login.json().recordList[0].SessionToken).toEqual(expect.any(String));
      expect((await post(admin.record.SessionToken, "disable", { code: codeAt(admin.secret) })).statusCode).toBe(409);
    });

    it("turns it off with a recovery code, typed in any case and without dashes, and records its use", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const typed = admin.recoveryCodes[3].replace(/-/g, "").toLowerCase();
      const response = await post(admin.record.SessionToken, "disable", { code: typed });
      expect(response.statusCode).toBe(200);
      expect(await auditOf(admin.id, "account.two_factor_recovery_code_used")).toHaveLength(1);
      expect((await auditOf(admin.id, "account.two_factor_disabled"))[0].details).toEqual({ secondFactor: "recovery" });
    });

    it("refuses the code that turned it on (a code works once)", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const lastStep = (await rowOf(admin.id)).twoFactorLastStep!;
      expect((await post(admin.record.SessionToken, "disable", { code: codeOfStep(admin.secret, lastStep) })).statusCode).toBe(400);
    });

    it("allows five wrong codes, then refuses even the right one with 429", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      for (let i = 0; i < 5; i += 1) expect((await post(admin.record.SessionToken, "disable", { code: wrongCode(admin.secret) })).statusCode).toBe(400);
      const response = await post(admin.record.SessionToken, "disable", { code: codeAt(admin.secret, 1) });
      expect(response.statusCode).toBe(429);
      expect(response.headers["retry-after"]).toMatch(/^\d+$/);
      expect((await rowOf(admin.id)).twoFactorEnabledAt).not.toBeNull();
    });
  });

  it("takes an account whose secret a full administrator cleared for one with two-factor off", async () => {
    const admin = await adminWithTwoFactor(app, t.db);
    await t.db.update(adminUsers).set({ twoFactorSecret: null }).where(eq(adminUsers.id, admin.id));
    expect((await status(admin.record.SessionToken)).json().recordList[0]).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const login = await postLogin(app, loginOf(admin), { remoteAddress: newClientAddress() });
    expect(login.statusCode).toBe(200);
    expect(login.json().recordList[0].SessionToken).toEqual(expect.any(String));
  });
});
