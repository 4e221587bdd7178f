import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { bearer, buildTestApp, ME, newClientAddress, loginOf, postLogin, signIn, testConfig } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { adminWithTwoFactor, codeAt, codeOfStep, LOGIN_TWO_FACTOR, TWO_FACTOR, wrongCode, type TwoFactorAdmin } from "../../test/two-factor";
import { advanceClock } from "../clock";
import { hashPassword } from "../auth/passwords";
import { signChallenge } from "../auth/two-factor";
import { adminRecoveryCodes, adminUsers, auditLog } from "../db/schema";
import { SIGN_IN_PAGE } from "@/lib/resources/audit-log";

const SIGNED_IN_KEYS = ["id", "roleId", "pagePermissions", "firstName", "lastName", "roleName", "email", "image", "readOnly", "SessionToken", "RefreshToken"].sort();
const codeWrong = { status: 401, message: MESSAGES.twoFactorCodeWrong, recordList: [] };
const challengeOver = { status: 401, message: MESSAGES.twoFactorChallengeExpired, recordList: [], errors: { challenge: MESSAGES.twoFactorChallengeExpired } };

describeEachDatabase("two-factor sign-in", (t) => {
  const config = testConfig();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(t.db, config);
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = (token: string) => app.inject({ method: "GET", url: ME, headers: bearer(token) });
  const rowOf = async (id: number) => (await t.db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0];

  /** The password step: answers the challenge a right password earns. */
  async function challengeFor(admin: { email: string; password: string }, remoteAddress = newClientAddress()) {
    const response = await postLogin(app, { email: admin.email, password: admin.password }, { remoteAddress });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 200, message: MESSAGES.twoFactorCodeRequiredToSignIn, recordList: [{ twoFactorRequired: true, challenge: expect.any(String) }] });
    return body.recordList[0].challenge as string;
  }

  const sendCode = (payload: object, remoteAddress = newClientAddress()) =>
    app.inject({ method: "POST", url: LOGIN_TWO_FACTOR, payload, remoteAddress });

  describe("the password step", () => {
    let admin: TwoFactorAdmin;
    beforeAll(async () => {
      admin = await adminWithTwoFactor(app, t.db);
    });

    it("asks for the code instead of signing in, and tells nothing of the secret", async () => {
      const before = (await rowOf(admin.id)).lastLoginAt;
      const response = await postLogin(app, loginOf(admin), { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(200);
      const record = response.json().recordList[0];
      expect(Object.keys(record).sort()).toEqual(["challenge", "twoFactorRequired"]);
      expect(response.body).not.toContain(admin.secret);
      expect(response.body).not.toContain((await rowOf(admin.id)).twoFactorSecret);
      // No session yet: no last sign-in, no "login" entry.
      expect((await rowOf(admin.id)).lastLoginAt).toEqual(before);
    });

    it("still refuses a wrong password the usual way", async () => {
      const response = await postLogin(app, { email: admin.email, password: "Wrong@12345" }, { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MESSAGES.signInFailed);
    });

    it("never accepts the challenge as a SessionToken", async () => {
      const challenge = await challengeFor(admin);
      expect((await me(challenge)).statusCode).toBe(401);
      expect((await app.inject({ method: "GET", url: TWO_FACTOR, headers: bearer(challenge) })).statusCode).toBe(401);
      // Nor a token of that purpose signed with the SessionToken key itself: its claims give it away.
      const { sid } = app.jwt.decode<{ sid: string }>(admin.record.SessionToken)!;
      const lookalike = app.jwt.sign({ sub: String(admin.id), sid, ver: 1, pur: "two-factor-sign-in" });
      expect((await me(lookalike)).statusCode).toBe(401);
      expect((await me(admin.record.SessionToken)).statusCode).toBe(200);
    });

    it("never accepts a SessionToken, nor a challenge signed with another key, as a challenge", async () => {
      for (const challenge of [admin.record.SessionToken, signChallenge(app.jwt, "another secret of at least thirty-two chars", { id: admin.id, passwordChangedAt: (await rowOf(admin.id)).passwordChangedAt })]) {
        const response = await sendCode({ challenge, code: codeAt(admin.secret, 1) });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(challengeOver);
      }
    });
  });

  describe("the code step", () => {
    it("signs in with an authenticator code exactly as a password alone would, and takes each code once", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const remoteAddress = newClientAddress();
      const challenge = await challengeFor(admin, remoteAddress);
      // The code that turned it on is spent; the next step's is fresh (one step of tolerance).
      const code = codeAt(admin.secret, 1);
      const response = await sendCode({ challenge, code }, remoteAddress);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe("Signed in");
      expect(Object.keys(body.recordList[0]).sort()).toEqual(SIGNED_IN_KEYS);
      expect(response.body).not.toContain(admin.secret);
      expect((await me(body.recordList[0].SessionToken)).statusCode).toBe(200);
      expect((await rowOf(admin.id)).lastLoginAt).toBeInstanceOf(Date);
      const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.ip, remoteAddress), eq(auditLog.action, "login")));
      expect(entry).toMatchObject({ adminId: admin.id, page: SIGN_IN_PAGE, target: `admin:${admin.id}`, details: { secondFactor: "totp" } });

      // The same code again, even with a new challenge, and an older step's code: refused.
      const again = await challengeFor(admin);
      expect((await sendCode({ challenge: again, code })).json()).toEqual(codeWrong);
      expect((await sendCode({ challenge: again, code: codeOfStep(admin.secret, (await rowOf(admin.id)).twoFactorLastStep! - 1) })).statusCode).toBe(401);
    });

    it("takes a code typed with a space in the middle", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const code = codeAt(admin.secret, 1);
      const response = await sendCode({ challenge: await challengeFor(admin), code: `${code.slice(0, 3)} ${code.slice(3)}` });
      expect(response.statusCode).toBe(200);
    });

    it("signs in with a recovery code once, and records its use", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const [code] = admin.recoveryCodes;
      const first = await sendCode({ challenge: await challengeFor(admin), code });
      expect(first.statusCode).toBe(200);
      expect(first.json().recordList[0].SessionToken).toEqual(expect.any(String));
      const spent = await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      expect(spent.filter((row) => row.usedAt)).toHaveLength(1);
      const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.adminId, admin.id), eq(auditLog.action, "account.two_factor_recovery_code_used")));
      expect(entries).toHaveLength(1);
      expect(entries[0].page).toBe("Profile");
      expect(JSON.stringify(entries)).not.toContain(code);

      const second = await sendCode({ challenge: await challengeFor(admin), code: code.toLowerCase() });
      expect(second.json()).toEqual(codeWrong);
      const state = await app.inject({ method: "GET", url: TWO_FACTOR, headers: bearer(first.json().recordList[0].SessionToken) });
      expect(state.json().recordList[0].recoveryCodesLeft).toBe(9);
      // Another of the codes still works.
      expect((await sendCode({ challenge: await challengeFor(admin), code: admin.recoveryCodes[1] })).statusCode).toBe(200);
    });

    it("refuses another administrator's recovery code", async () => {
      const [one, other] = [await adminWithTwoFactor(app, t.db), await adminWithTwoFactor(app, t.db)];
      expect((await sendCode({ challenge: await challengeFor(one), code: other.recoveryCodes[0] })).json()).toEqual(codeWrong);
    });

    it.each([
      ["no challenge", { code: "123456" }],
      ["an empty challenge", { challenge: "", code: "123456" }],
      ["no code", { challenge: "x.y.z" }],
      ["five digits", { challenge: "x.y.z", code: "12345" }],
      ["a malformed recovery code", { challenge: "x.y.z", code: "ABCD-EFGH-1234-8888" }],
      ["a number", { challenge: "x.y.z", code: 123456 }],
      ["no body", undefined],
    ])("answers %s with 400", async (_name, payload) => {
      const response = await app.inject({ method: "POST", url: LOGIN_TWO_FACTOR, payload: payload as object, remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(400);
    });

    it("keeps a challenge for five minutes, and no longer", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const [late, inTime] = [await challengeFor(admin), await challengeFor(admin)];
      advanceClock(4 * 60_000 + 50_000);
      try {
        expect((await sendCode({ challenge: inTime, code: admin.recoveryCodes[0] })).statusCode).toBe(200);
        advanceClock(11_000);
        const response = await sendCode({ challenge: late, code: admin.recoveryCodes[1] });
        expect(response.json()).toEqual(challengeOver);
      } finally {
        advanceClock(-(5 * 60_000 + 1_000));
      }
    });

    it("ends a challenge when the password changed since", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const challenge = await challengeFor(admin);
      await t.db.update(adminUsers).set({ passwordHash: await hashPassword("Changed@12345"), passwordChangedAt: new Date(Date.now() + 1000) }).where(eq(adminUsers.id, admin.id));
      expect((await sendCode({ challenge, code: codeAt(admin.secret, 1) })).json()).toEqual(challengeOver);
    });

    it("ends a challenge when two-factor was reset since", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const challenge = await challengeFor(admin);
      await t.db.update(adminUsers).set({ twoFactorSecret: null, twoFactorEnabledAt: null }).where(eq(adminUsers.id, admin.id));
      expect((await sendCode({ challenge, code: codeAt(admin.secret, 1) })).json()).toEqual(challengeOver);
      // And the password alone signs in again.
      expect((await signIn(app, admin)).SessionToken).toEqual(expect.any(String));
    });

    it("refuses an administrator switched off since the password step", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const challenge = await challengeFor(admin);
      await t.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, admin.id));
      const response = await sendCode({ challenge, code: codeAt(admin.secret, 1) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.accountInactive);
    });
  });

  describe("wrong codes", () => {
    it("answers 401 to each of five wrong codes, then 429 even to the right one, from any address", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const challenge = await challengeFor(admin);
      for (let i = 0; i < 5; i += 1) {
        // A new address each time: the count is the account's, not only the address's.
        const response = await sendCode({ challenge, code: i % 2 ? wrongCode(admin.secret) : "AAAA-BBBB-CCCC-DDDD" });
        expect(response.json()).toEqual(codeWrong);
      }
      for (const code of [codeAt(admin.secret, 1), admin.recoveryCodes[0]]) {
        const refused = await sendCode({ challenge, code });
        expect(refused.statusCode).toBe(429);
        expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
        expect(refused.json().message).toBe(MESSAGES.tooManyAttempts(Number(refused.headers["retry-after"])));
      }
      // A right password does not buy more guesses at the code.
      const fresh = await challengeFor(admin);
      expect((await sendCode({ challenge: fresh, code: codeAt(admin.secret, 1) })).statusCode).toBe(429);
      const unused = await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      expect(unused.every((row) => row.usedAt === null)).toBe(true);
      const failures = await t.db.select().from(auditLog).where(and(eq(auditLog.adminId, admin.id), eq(auditLog.action, "login.two_factor_failed")));
      expect(failures).toHaveLength(5);
      expect(failures.every((entry) => entry.page === SIGN_IN_PAGE)).toBe(true);
    });

    it("forgets wrong codes after a right one", async () => {
      const admin = await adminWithTwoFactor(app, t.db);
      const challenge = await challengeFor(admin);
      for (let i = 0; i < 4; i += 1) expect((await sendCode({ challenge, code: wrongCode(admin.secret) })).statusCode).toBe(401);
      expect((await sendCode({ challenge, code: admin.recoveryCodes[0] })).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await sendCode({ challenge, code: wrongCode(admin.secret) })).statusCode).toBe(401);
      expect((await sendCode({ challenge, code: admin.recoveryCodes[1] })).statusCode).toBe(200);
    });
  });

  it("re-seals a secret kept under the previous key with the current one at its next use", async () => {
    const admin = await adminWithTwoFactor(app, t.db);
    const sealedBefore = (await rowOf(admin.id)).twoFactorSecret!;
    const rotated = await buildTestApp(t.db, {
      ...config,
      twoFactorKeys: { version: 2, current: randomBytes(32), previous: config.twoFactorKeys.current },
    });
    try {
      const challenge = (await postLogin(rotated, loginOf(admin), { remoteAddress: newClientAddress() })).json().recordList[0].challenge;
      const response = await rotated.inject({ method: "POST", url: LOGIN_TWO_FACTOR, payload: { challenge, code: codeAt(admin.secret, 1) }, remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(200);
      const sealedAfter = (await rowOf(admin.id)).twoFactorSecret!;
      expect(sealedBefore).toMatch(/^v1:/);
      expect(sealedAfter).toMatch(/^v2:/);
    } finally {
      await rotated.close();
    }
  });
});
