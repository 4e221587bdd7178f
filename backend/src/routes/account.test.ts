import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, LOGIN, LOGOUT, ME, newClientAddress, loginOf, postLogin, REFRESH, signIn, type SignedInRecord } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { slowdownMs } from "../auth/limits";
import { hashPassword } from "../auth/passwords";
import { hashToken } from "../auth/tokens";
import { adminSessions, adminUsers, auditLog, refreshTokens } from "../db/schema";

const SIGNED_IN_KEYS = [
  "id",
  "roleId",
  "pagePermissions",
  "firstName",
  "lastName",
  "roleName",
  "email",
  "image",
  "readOnly",
  "SessionToken",
  "RefreshToken",
].sort();

const unauthorized = { status: 401, message: MESSAGES.sessionExpired, recordList: [] };
const signInFailed = { status: 401, message: MESSAGES.signInFailed, recordList: [] };

describeEachDatabase("account api", (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  const refresh = (token: string) => app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": token } });
  const me = (token: string) => app.inject({ method: "GET", url: ME, headers: bearer(token) });

  /** An administrator of its own, for tests that change the account (deactivate it, lock it). */
  async function createAdmin(email: string, password: string, values: Partial<typeof adminUsers.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(adminUsers)
      .values({ firstName: "Test", lastName: "Admin", email, passwordHash: await hashPassword(password), roleId: 1, ...values })
      .returning({ id: adminUsers.id });
    return row.id;
  }

  it("answers the health check", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, recordList: [] });
  });

  describe("POST /api/admin/users/login", () => {
    it("signs the administrator in with the envelope the console reads", async () => {
      const response = await postLogin(app, ACCOUNTS.admin, { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ status: 200, message: "Signed in", recordList: [expect.any(Object)] });
      const record = body.recordList[0];
      expect(Object.keys(record).sort()).toEqual(SIGNED_IN_KEYS);
      expect(record).toEqual({
        id: expect.any(Number),
        roleId: 1,
        pagePermissions: [],
        firstName: "Asha",
        lastName: "Menon",
        roleName: "Administrator",
        email: "admin@example.com",
        image: null,
        readOnly: false,
        SessionToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        RefreshToken: expect.stringMatching(/^[\w-]{43}$/),
      });
    });

    it("never sends a password hash", async () => {
      const response = await postLogin(app, ACCOUNTS.admin, { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/i);
    });

    it("matches the email whatever its case and surrounding spaces", async () => {
      const exact = await signIn(app, ACCOUNTS.admin);
      const response = await postLogin(app, { email: "  ADMIN@Example.COM ", password: ACCOUNTS.admin.password }, { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList[0]).toMatchObject({ id: exact.id, email: "admin@example.com" });
    });

    // Telling the two apart would let anyone probe which addresses have an account.
    it("answers a wrong password and an unknown email identically", async () => {
      const remoteAddress = newClientAddress();
      const wrongPassword = await postLogin(app, { email: ACCOUNTS.admin.email, password: "Wrong@12345" }, { remoteAddress });
      const unknownEmail = await postLogin(app, { email: "nobody@example.com", password: ACCOUNTS.admin.password }, { remoteAddress });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(signInFailed);
      expect(unknownEmail.body).toBe(wrongPassword.body);
    });

    it("refuses malformed JSON with 400", async () => {
      const response = await app.inject({
        method: "POST",
        url: LOGIN,
        headers: { "content-type": "application/json" },
        payload: '{"email": "admin@example.com", "password": ',
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: MESSAGES.invalidRequest, recordList: [] });
    });

    it.each<[string, unknown]>([
      ["an empty object", {}],
      ["no password", { email: ACCOUNTS.admin.email }],
      ["no email", { password: ACCOUNTS.admin.password }],
      ["empty strings", { email: "", password: "" }],
      ["only spaces for the email", { email: "   ", password: ACCOUNTS.admin.password }],
      ["fields of the wrong type", { email: 42, password: ["Admin@12345"] }],
      ["an array", [ACCOUNTS.admin.email, ACCOUNTS.admin.password]],
      ["null", null],
    ])("refuses %s with 400 and says what is missing", async (_case, payload) => {
      const response = await app.inject({
        method: "POST",
        url: LOGIN,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: MESSAGES.signInRequired, recordList: [] });
    });

    it("refuses a request without a body with 400", async () => {
      const response = await app.inject({ method: "POST", url: LOGIN, remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: MESSAGES.signInRequired, recordList: [] });
    });

    it("gives staff role 3 and exactly its page permissions with their rights, in sidebar order", async () => {
      const record = await signIn(app, ACCOUNTS.staff);
      expect(record).toMatchObject({ roleId: 3, roleName: "Staff", email: "staff@example.com", readOnly: false });
      expect(record.pagePermissions).toEqual([
        { title: "Dashboard", can: "aed" },
        { title: "App Users", can: "aed" },
        { title: "Review", can: "aed" },
        { title: "Religion", can: "aed" },
        { title: "Community", can: "aed" },
        { title: "FAQs", can: "aed" },
      ]);
    });

    it("refuses an inactive administrator with 403 and starts no session", async () => {
      const id = await createAdmin("inactive@example.com", "Inactive@12345", { isActive: false });
      const response = await postLogin(app, { email: "inactive@example.com", password: "Inactive@12345" }, { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: MESSAGES.accountInactive, recordList: [] });
      expect(await t.db.select().from(adminSessions).where(eq(adminSessions.adminId, id))).toEqual([]);
    });

    // Otherwise "inactive" would confirm to a stranger that the password was right.
    it("answers a wrong password for an inactive account like any other failure", async () => {
      await createAdmin("inactive-probe@example.com", "Inactive@12345", { isActive: false });
      const response = await postLogin(app, { email: "inactive-probe@example.com", password: "Wrong@12345" }, { remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(signInFailed);
    });

    it("stores every password as argon2id with the OWASP parameters", async () => {
      const rows = await t.db.select({ email: adminUsers.email, passwordHash: adminUsers.passwordHash }).from(adminUsers);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const row of rows) {
        expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
        expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      }
    });

    it("records a sign-in and a failed sign-in in the audit log, with the client's address", async () => {
      const remoteAddress = newClientAddress();
      const record = await signIn(app, ACCOUNTS.admin, remoteAddress);
      await postLogin(app, { email: "Admin@Example.com", password: "Wrong@12345" }, { remoteAddress });
      const rows = await t.db
        .select({ action: auditLog.action, adminId: auditLog.adminId, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.ip, remoteAddress))
        .orderBy(auditLog.id);
      expect(rows).toEqual([
        { action: "login", adminId: record.id, details: null },
        { action: "login.failed", adminId: record.id, details: { email: "admin@example.com" } },
      ]);
    });

    it("lets the demo administrator sign in, read-only", async () => {
      const record = await signIn(app, ACCOUNTS.demo);
      expect(record).toMatchObject({ roleId: 1, roleName: "Administrator", email: "demo@admin.com", readOnly: true });
    });
  });

  describe("throttling", () => {
    // A fresh app per test, on the same database: the counts live in the database, not in the app.
    let throttled: FastifyInstance;
    let pauses: number[];
    beforeEach(async () => {
      pauses = [];
      throttled = await buildTestApp(t.db, {}, { sleep: async (ms) => void pauses.push(ms) });
    });
    afterEach(async () => {
      await throttled.close();
    });

    /** An administrator of its own: these tests fail its password on purpose. */
    let targets = 0;
    async function target() {
      targets += 1;
      const account = { email: `throttled-${targets}@example.com`, password: "Target@12345" };
      await createAdmin(account.email, account.password);
      return account;
    }

    it("refuses an account at one address after 5 failures, even the right password, with Retry-After", async () => {
      const account = await target();
      const remoteAddress = newClientAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const failed = await postLogin(throttled, { email: account.email, password: `Wrong@${attempt}` }, { remoteAddress });
        expect(failed.statusCode).toBe(401);
      }
      // Another spelling of the address is the same account.
      const sixth = await postLogin(throttled, { email: account.email.toUpperCase(), password: account.password }, { remoteAddress });
      expect(sixth.statusCode).toBe(429);
      const retryAfter = Number(sixth.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(15 * 60 - 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(sixth.json()).toEqual({ status: 429, message: MESSAGES.tooManyAttempts(retryAfter), recordList: [] });
      expect(sixth.json().message).toBe("Too many attempts. Please try again in 15 minute(s).");

      // Only that account at that address: another account from there still signs in.
      expect((await postLogin(throttled, ACCOUNTS.staff, { remoteAddress })).statusCode).toBe(200);
    });

    it("lets the right password in from a clean address while the account fails from many others, after a pause", async () => {
      const account = await target();
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        const failed = await postLogin(throttled, { email: account.email, password: `Wrong@${attempt}` }, { remoteAddress: newClientAddress() });
        expect(failed.statusCode).toBe(401);
      }
      pauses = [];
      const owner = await postLogin(throttled, loginOf(account), { remoteAddress: newClientAddress() });
      expect(owner.statusCode).toBe(200);
      // Slowed by the twelve failures, but bounded.
      expect(pauses).toEqual([slowdownMs(12)]);
      expect(slowdownMs(12)).toBeGreaterThan(0);
      expect(slowdownMs(12)).toBeLessThanOrEqual(4_000);
    });

    it("pauses no sign-in of an account with fewer than 5 recent failures, then longer and longer, bounded", () => {
      expect([0, 1, 4].map(slowdownMs)).toEqual([0, 0, 0]);
      expect([5, 6, 7, 8, 9, 10, 1_000].map(slowdownMs)).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    });

    it("keeps the counts when the api restarts", async () => {
      const account = await target();
      const remoteAddress = newClientAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await postLogin(throttled, { email: account.email, password: "Wrong@1" }, { remoteAddress })).statusCode).toBe(401);
      }
      await throttled.close();
      throttled = await buildTestApp(t.db);
      expect((await postLogin(throttled, loginOf(account), { remoteAddress })).statusCode).toBe(429);
    });

    it("clears an account's failures at an address when it signs in there", async () => {
      const remoteAddress = newClientAddress();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await postLogin(throttled, { email: ACCOUNTS.staff.email, password: "Wrong@1" }, { remoteAddress })).statusCode).toBe(401);
      }
      expect((await postLogin(throttled, ACCOUNTS.staff, { remoteAddress })).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await postLogin(throttled, { email: ACCOUNTS.staff.email, password: "Wrong@1" }, { remoteAddress })).statusCode).toBe(401);
      }
      expect((await postLogin(throttled, ACCOUNTS.staff, { remoteAddress })).statusCode).toBe(200);
    });

    it("locks a client after 30 failures across different emails, and a forged X-Forwarded-For does not escape it", async () => {
      const attacker = newClientAddress();
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        // Only the console on loopback is trusted to forward an address; from elsewhere the header is ignored.
        const failed = await postLogin(
          throttled,
          { email: `nobody-${attempt}@example.com`, password: "Wrong@12345" },
          { remoteAddress: attacker, headers: { "x-forwarded-for": `192.0.2.${attempt}` } },
        );
        expect(failed.statusCode).toBe(401);
      }
      const next = await postLogin(throttled, ACCOUNTS.admin, { remoteAddress: attacker, headers: { "x-forwarded-for": "192.0.2.200" } });
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers["retry-after"])).toBeGreaterThan(0);
      expect(next.json()).toMatchObject({ status: 429, recordList: [] });
      expect(next.json().message).toMatch(/^Too many attempts\./);

      // The console on loopback forwarding that browser's address is the same client...
      const viaConsole = await postLogin(throttled, ACCOUNTS.admin, { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": attacker } });
      expect(viaConsole.statusCode).toBe(429);
      // ...and any other browser behind the console is not.
      const otherBrowser = await postLogin(throttled, ACCOUNTS.admin, { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": newClientAddress() } });
      expect(otherBrowser.statusCode).toBe(200);
    });
  });

  describe("POST /api/admin/users/refreshToken", () => {
    const tokenRow = async (token: string) =>
      (await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))))[0];
    /** Moves a refresh token's times, as if time had passed. */
    const ageToken = (token: string, values: Partial<typeof refreshTokens.$inferInsert>) =>
      t.db.update(refreshTokens).set(values).where(eq(refreshTokens.tokenHash, hashToken(token)));

    it("hands out a new refresh token with the credentials, and the new one works", async () => {
      const first = await signIn(app, ACCOUNTS.staff);
      const response = await refresh(first.RefreshToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ status: 200, recordList: [expect.any(Object)] });
      const second = body.recordList[0] as SignedInRecord;
      expect(Object.keys(second).sort()).toEqual(SIGNED_IN_KEYS);
      expect(second).toMatchObject({ id: first.id, roleId: 3, email: "staff@example.com", pagePermissions: first.pagePermissions });
      expect(second.RefreshToken).not.toBe(first.RefreshToken);
      expect((await me(second.SessionToken)).statusCode).toBe(200);

      const third = await refresh(second.RefreshToken);
      expect(third.statusCode).toBe(200);
      expect(third.json().recordList[0].RefreshToken).not.toBe(second.RefreshToken);
    });

    it("accepts the refresh token in the body too", async () => {
      const first = await signIn(app, ACCOUNTS.staff);
      const response = await app.inject({ method: "POST", url: REFRESH, payload: { refreshToken: first.RefreshToken } });
      expect(response.statusCode).toBe(200);
    });

    it("keeps only a hash of the token", async () => {
      const record = await signIn(app, ACCOUNTS.staff);
      const row = await tokenRow(record.RefreshToken);
      expect(row).toBeDefined();
      expect(row.tokenHash).not.toContain(record.RefreshToken);
      expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, record.RefreshToken))).toEqual([]);
    });

    // Two console requests that found the SessionToken expired at once both refresh with the same token.
    it("tolerates a spent token presented again within the 30 s grace window", async () => {
      const first = await signIn(app, ACCOUNTS.staff);
      expect((await refresh(first.RefreshToken)).statusCode).toBe(200);
      const again = await refresh(first.RefreshToken);
      expect(again.statusCode).toBe(200);
      expect((await me(again.json().recordList[0].SessionToken)).statusCode).toBe(200);
    });

    it("treats a spent token presented after the grace window as stolen and ends the sign-in", async () => {
      const first = await signIn(app, ACCOUNTS.staff);
      const rotated = await refresh(first.RefreshToken);
      expect(rotated.statusCode).toBe(200);
      const current = rotated.json().recordList[0] as SignedInRecord;
      expect((await me(current.SessionToken)).statusCode).toBe(200);

      // As if the first token had been spent 31 s ago.
      await ageToken(first.RefreshToken, { usedAt: new Date(Date.now() - 31_000) });

      const reused = await refresh(first.RefreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual(unauthorized);
      // The legitimate holder's tokens die with the sign-in: the thief's copy is worth nothing either.
      expect((await refresh(current.RefreshToken)).statusCode).toBe(401);
      const meAfter = await me(current.SessionToken);
      expect(meAfter.statusCode).toBe(401);
      expect(meAfter.json()).toEqual(unauthorized);
      const [session] = await t.db.select().from(adminSessions).where(eq(adminSessions.id, (await tokenRow(first.RefreshToken)).sessionId));
      expect(session.revokedAt).toBeInstanceOf(Date);
    });

    it("refuses an expired refresh token", async () => {
      const record = await signIn(app, ACCOUNTS.staff);
      await ageToken(record.RefreshToken, { expiresAt: new Date(Date.now() - 1_000) });
      const response = await refresh(record.RefreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });

    it("refuses a missing or unknown refresh token with 401", async () => {
      const missing = await app.inject({ method: "POST", url: REFRESH });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual(unauthorized);
      const unknown = await refresh("x".repeat(43));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(unauthorized);
    });

    it("ends the sign-in of an administrator deactivated since", async () => {
      const id = await createAdmin("leaving-refresh@example.com", "Leaving@12345");
      const record = await signIn(app, { email: "leaving-refresh@example.com", password: "Leaving@12345" });
      await t.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, id));
      const response = await refresh(record.RefreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
      const sessions = await t.db.select().from(adminSessions).where(eq(adminSessions.adminId, id));
      expect(sessions).toHaveLength(1);
      expect(sessions[0].revokedAt).toBeInstanceOf(Date);
    });
  });

  describe("POST /api/admin/users/logout", () => {
    it("revokes the refresh token and the SessionToken", async () => {
      const record = await signIn(app, ACCOUNTS.admin);
      expect((await me(record.SessionToken)).statusCode).toBe(200);
      const response = await app.inject({
        method: "POST",
        url: LOGOUT,
        headers: { ...bearer(record.SessionToken), "refresh-token": record.RefreshToken },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: "Signed out", recordList: [] });

      const meAfter = await me(record.SessionToken);
      expect(meAfter.statusCode).toBe(401);
      expect(meAfter.json()).toEqual(unauthorized);
      const refreshAfter = await refresh(record.RefreshToken);
      expect(refreshAfter.statusCode).toBe(401);
      expect(refreshAfter.json()).toEqual(unauthorized);
    });

    it("ends the sign-in named by the refresh token alone", async () => {
      const record = await signIn(app, ACCOUNTS.admin);
      const response = await app.inject({ method: "POST", url: LOGOUT, headers: { "refresh-token": record.RefreshToken } });
      expect(response.statusCode).toBe(200);
      expect((await me(record.SessionToken)).statusCode).toBe(401);
    });

    // The console signs out after its SessionToken expired; the sign-in must end all the same.
    it("ends the sign-in named by an expired SessionToken", async () => {
      const record = await signIn(app, ACCOUNTS.admin);
      const { sid } = app.jwt.decode<{ sid: string }>(record.SessionToken)!;
      const expired = app.jwt.sign({ sub: String(record.id), sid }, { clockTimestamp: Date.now() - 60 * 60_000 });
      expect((await me(expired)).statusCode).toBe(401);

      const response = await app.inject({ method: "POST", url: LOGOUT, headers: bearer(expired) });
      expect(response.statusCode).toBe(200);
      expect((await me(record.SessionToken)).statusCode).toBe(401);
      expect((await refresh(record.RefreshToken)).statusCode).toBe(401);
    });

    it("leaves the administrator's other sign-ins alone", async () => {
      const kept = await signIn(app, ACCOUNTS.admin);
      const ended = await signIn(app, ACCOUNTS.admin);
      await app.inject({ method: "POST", url: LOGOUT, headers: { ...bearer(ended.SessionToken), "refresh-token": ended.RefreshToken } });
      expect((await me(ended.SessionToken)).statusCode).toBe(401);
      expect((await me(kept.SessionToken)).statusCode).toBe(200);
    });

    it("records the sign-out in the audit log", async () => {
      const remoteAddress = newClientAddress();
      const record = await signIn(app, ACCOUNTS.admin, remoteAddress);
      await app.inject({ method: "POST", url: LOGOUT, headers: bearer(record.SessionToken), remoteAddress });
      const rows = await t.db
        .select({ adminId: auditLog.adminId })
        .from(auditLog)
        .where(and(eq(auditLog.ip, remoteAddress), eq(auditLog.action, "logout")));
      expect(rows).toEqual([{ adminId: record.id }]);
    });

    it("lets the demo administrator sign out", async () => {
      const record = await signIn(app, ACCOUNTS.demo);
      const response = await app.inject({
        method: "POST",
        url: LOGOUT,
        headers: { ...bearer(record.SessionToken), "refresh-token": record.RefreshToken },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: "Signed out", recordList: [] });
      expect((await me(record.SessionToken)).statusCode).toBe(401);
    });
  });

  describe("GET /api/admin/users/me", () => {
    it("answers the signed-in administrator's credentials, without tokens or hash", async () => {
      const record = await signIn(app, ACCOUNTS.staff);
      const response = await me(record.SessionToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        status: 200,
        recordList: [
          {
            id: record.id,
            roleId: 3,
            pagePermissions: record.pagePermissions,
            firstName: "Ravi",
            lastName: "Kumar",
            roleName: "Staff",
            email: "staff@example.com",
            image: null,
            readOnly: false,
            lastLoginAt: expect.any(String),
            // The Setting's flags the console follows (docs/setting.md): every staff member's shell follows them.
            consoleFlags: { dateFormat: "DD MMM YYYY", community: true, subCommunity: true },
          },
        ],
      });
      expect(Number.isNaN(Date.parse(body.recordList[0].lastLoginAt))).toBe(false);
      expect(response.body).not.toMatch(/argon2|passwordHash|SessionToken|RefreshToken/);
    });

    it("refuses a request without a SessionToken with 401", async () => {
      const response = await app.inject({ method: "GET", url: ME });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });

    it.each([
      ["a garbage token", "Bearer not-a-token"],
      ["a token shaped like a JWT", "Bearer aaaa.bbbb.cccc"],
      ["a header without the Bearer scheme", "not-a-token"],
    ])("refuses %s with 401", async (_case, authorization) => {
      const response = await app.inject({ method: "GET", url: ME, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });

    it("refuses a refresh token presented as the SessionToken", async () => {
      const record = await signIn(app, ACCOUNTS.admin);
      const response = await me(record.RefreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });

    it("refuses a SessionToken signed with another secret", async () => {
      const record = await signIn(app, ACCOUNTS.admin);
      const other = await buildTestApp(t.db);
      try {
        const forged = other.jwt.sign({ sub: String(record.id), sid: app.jwt.decode<{ sid: string }>(record.SessionToken)!.sid });
        const response = await me(forged);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(unauthorized);
      } finally {
        await other.close();
      }
    });

    it("refuses a well-signed SessionToken whose sign-in does not exist", async () => {
      const record = await signIn(app, ACCOUNTS.admin);
      const token = app.jwt.sign({ sub: String(record.id), sid: "00000000-0000-4000-8000-000000000000" });
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });

    it("refuses a SessionToken once its administrator is deactivated", async () => {
      const id = await createAdmin("leaving-me@example.com", "Leaving@12345");
      const record = await signIn(app, { email: "leaving-me@example.com", password: "Leaving@12345" });
      expect((await me(record.SessionToken)).statusCode).toBe(200);
      await t.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, id));
      const response = await me(record.SessionToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });
  });
});
