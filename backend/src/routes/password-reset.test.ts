import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug } from "@/lib/pages";
import { bearer, buildTestApp, ME, newClientAddress, postLogin, REFRESH, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../test/smtp";
import { hashPassword } from "../auth/passwords";
import { hashToken } from "../auth/tokens";
import { adminUsers, auditLog, passwordResetTokens } from "../db/schema";

const FORGOT = "/api/admin/users/forgotPassword";
const VERIFY = "/api/admin/users/verifyforgotPasswordLink";
const RESET = "/api/admin/users/resetPassword";

const FROM = "Matrimony Admin <no-reply@example.com>";
const PUBLIC_URL = "http://localhost:3000";
const RESET_TTL_MS = 30 * 60_000;
const OLD_PASSWORD = "Before@12345";
const NEW_PASSWORD = "After@123456";

const LINK = /https?:\/\/[^\s"'<>]+\/reset-password\/[^\s"'<>]*/g;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const invalidLink = { status: 400, message: MESSAGES.resetLinkInvalid, recordList: [] };
const queued = { status: 200, message: MESSAGES.resetMailQueued, recordList: [] };
const unauthorized = { status: 401, message: MESSAGES.sessionExpired, recordList: [] };

/** The distinct reset links a message holds, in its text part. */
const linksIn = (text: string) => [...new Set(text.match(LINK) ?? [])];

/** Another token of the same shape: one character changed, so only the stored hash can tell them apart. */
const tamper = (token: string) => `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;

/** As a person reads the time in the mail. */
const shownAs = (date: Date) => date.toUTCString().replace("GMT", "UTC");

let admins = 0;
// One argon2 hash serves every test admin: hashing costs more than the rest of most tests.
let oldPasswordHash: Promise<string> | undefined;

describeEachDatabase("password reset api", (t) => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let unusedOutbox: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    unusedOutbox = mkdtempSync(path.join(tmpdir(), "reset-test-unused-outbox-"));
    app = await buildTestApp(t.db, { publicUrl: PUBLIC_URL, resetTokenTtlMs: RESET_TTL_MS, mail: { smtpUrl: smtp.url, from: FROM, outboxDir: unusedOutbox } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    if (unusedOutbox) rmSync(unusedOutbox, { recursive: true, force: true });
  });
  // A test's mail must never be counted by the next one.
  afterEach(async () => {
    await app.background.idle();
    smtp.clear();
  });

  /**
   * An administrator of its own per test: a reset changes the password and spends the account's
   * links, and the throttle counts requests per address, so no two tests may share one.
   */
  async function createAdmin(values: Partial<typeof adminUsers.$inferInsert> = {}) {
    admins += 1;
    const email = `reset-${admins}-${t.label.toLowerCase()}@example.com`;
    const [row] = await t.db
      .insert(adminUsers)
      .values({ firstName: "Meera", lastName: "Iyer", email, passwordHash: await (oldPasswordHash ??= hashPassword(OLD_PASSWORD)), roleId: 1, ...values })
      .returning({ id: adminUsers.id });
    return { id: row.id, email, password: OLD_PASSWORD };
  }

  // A client of its own per call unless told otherwise: the per-client throttle allows 20 requests.
  const post = (url: string, payload: unknown, options: Omit<InjectOptions, "method" | "url" | "payload"> = {}) =>
    app.inject({ method: "POST", url, payload: payload as InjectOptions["payload"], remoteAddress: newClientAddress(), ...options });
  const forgot = (email: unknown, options: Omit<InjectOptions, "method" | "url" | "payload"> = {}) => post(FORGOT, { email }, options);
  const verify = (token: string) => post(VERIFY, { token });
  const reset = (body: { id: number; token: string; password: string }) => post(RESET, body);
  const canSignIn = async (email: string, password: string) =>
    (await postLogin(app, { email, password }, { remoteAddress: newClientAddress() })).statusCode === 200;

  /** Asks for a link the way the page does and returns the mail and the token it holds. */
  async function requestLink(email: string, options: Omit<InjectOptions, "method" | "url" | "payload"> = {}) {
    const response = await forgot(email, options);
    expect(response.statusCode).toBe(200);
    await app.background.idle();
    const mails = smtp.to(email).filter((m) => linksIn(m.text).length > 0);
    expect(mails.length).toBeGreaterThan(0);
    const mail = mails.at(-1)!;
    const links = linksIn(mail.text);
    expect(links).toHaveLength(1);
    const link = new URL(links[0]);
    const token = link.pathname.split("/").at(-1)!;
    return { mail, link, token };
  }

  describe("POST forgotPassword", () => {
    it("mails a known administrator exactly one message with the link, in text and HTML", async () => {
      const admin = await createAdmin();
      const before = Date.now();
      const response = await forgot(admin.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(queued);

      // The link is made after the answer has gone, so its lifetime starts no later than this.
      await app.background.idle();
      const after = Date.now();
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail.envelopeTo).toEqual([admin.email]);
      expect(mail.to).toBe(admin.email);
      expect(mail.envelopeFrom).toBe("no-reply@example.com");
      expect(mail.from).toContain("Matrimony Admin");
      expect(mail.subject).toBe("Matrimony Admin: reset your password");
      expect(mail.text).toContain("Hello Meera,");
      expect(mail.text).toContain("Matrimony Admin");
      expect(mail.html).toBeDefined();
      expect(mail.html).toContain("Matrimony Admin");

      const links = linksIn(mail.text);
      expect(links).toHaveLength(1);
      const [link] = links;
      expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}$/);
      // The button and the address printed under it are the same link.
      expect(mail.html).toContain(`href="${link}"`);
      expect(linksIn(mail.html!)).toEqual([link]);

      // The mail names the moment the stored link stops working: the configured lifetime from now.
      const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.adminId, admin.id));
      expect(rows).toHaveLength(1);
      const { expiresAt } = rows[0];
      expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + RESET_TTL_MS);
      expect(expiresAt.getTime()).toBeLessThanOrEqual(after + RESET_TTL_MS);
      expect(mail.text).toContain(`expires at ${shownAs(expiresAt)}`);
      expect(mail.html).toContain(`expires at ${shownAs(expiresAt)}`);

      // SMTP is configured, so nothing may be left behind in the file outbox.
      expect(readdirSync(unusedOutbox)).toEqual([]);
    });

    it("finds the account whatever the case and surrounding spaces of the address", async () => {
      const admin = await createAdmin();
      const response = await forgot(`  ${admin.email.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      await app.background.idle();
      expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[admin.email]]);
    });

    // Telling them apart would let anyone probe which addresses have an account.
    it("answers an unknown address exactly as a known one, and sends nothing", async () => {
      const admin = await createAdmin();
      const known = await forgot(admin.email);
      await app.background.idle();
      smtp.clear();

      const unknown = await forgot("nobody-here@example.com");
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
      await app.background.idle();
      expect(smtp.messages).toEqual([]);
    });

    it("answers for an inactive administrator as for anyone, and sends it nothing", async () => {
      const admin = await createAdmin({ isActive: false });
      const response = await forgot(admin.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(queued);
      await app.background.idle();
      expect(smtp.messages).toEqual([]);
      expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.adminId, admin.id))).toEqual([]);
    });

    it.each(["not-an-email", "missing-at.example.com", "a@", "@example.com", "two@@example.com", "sp ace@example.com"])(
      "refuses the malformed address %j with 400 Invalid Email",
      async (email) => {
        const response = await forgot(email);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: 400, message: "Invalid Email", recordList: [] });
      },
    );

    it.each<[string, unknown]>([
      ["an empty address", ""],
      ["an address of spaces", "   "],
      ["no address", undefined],
      ["a null address", null],
    ])("refuses %s with 400 Please enter confirm email", async (_case, email) => {
      const response = await post(FORGOT, email === undefined ? {} : { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: "Please enter confirm email", recordList: [] });
    });

    it.each<[string, InjectOptions["payload"], string | undefined]>([
      ["an array", "[\"admin@example.com\"]", "application/json"],
      ["a number", "42", "application/json"],
      ["a string", "\"admin@example.com\"", "application/json"],
      ["null", "null", "application/json"],
      ["a number for the address", "{\"email\": 42}", "application/json"],
      ["an object for the address", "{\"email\": {\"$ne\": null}}", "application/json"],
      ["plain text", "email=admin@example.com", "text/plain"],
      ["no body at all", undefined, undefined],
    ])("refuses %s with 400 and the spec's words, never 500", async (_case, payload, contentType) => {
      const response = await app.inject({
        method: "POST",
        url: FORGOT,
        payload,
        headers: contentType ? { "content-type": contentType } : {},
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: "Please enter confirm email", recordList: [] });
    });

    it("refuses JSON that does not parse with 400", async () => {
      const response = await app.inject({
        method: "POST",
        url: FORGOT,
        payload: "{\"email\": ",
        headers: { "content-type": "application/json" },
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: MESSAGES.invalidRequest, recordList: [] });
    });

    it("refuses a form post it cannot read with 415, not 500", async () => {
      const response = await app.inject({
        method: "POST",
        url: FORGOT,
        payload: "email=admin%40example.com",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: 415, recordList: [] });
    });

    // Django's test_poisoned_http_host: the link's origin comes from configuration only.
    it("builds the link on the configured origin whatever Host the request claims", async () => {
      const admin = await createAdmin();
      const { link } = await requestLink(admin.email, {
        headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", forwarded: "host=evil.example" },
      });
      expect(link.origin).toBe(PUBLIC_URL);
      const [mail] = smtp.messages;
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
    });
  });

  describe("POST verifyforgotPasswordLink", () => {
    it("names the administrator the mailed link belongs to", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      expect(token).toMatch(TOKEN);
      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, recordList: [{ userId: admin.id }] });
    });

    it("refuses a link with one character changed", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const response = await verify(tamper(token));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    });

    // The page checks the link when it opens, then again on submit: checking must not spend it.
    it("does not spend the link", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      expect((await verify(token)).statusCode).toBe(200);
      expect((await verify(token)).statusCode).toBe(200);
      expect((await reset({ id: admin.id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it.each<[string, unknown]>([
      ["no token", {}],
      ["an empty token", { token: "" }],
      ["a short token", { token: "abc" }],
      ["a token with characters a link never holds", { token: `${"a".repeat(40)}/.%` }],
      ["a token of the wrong type", { token: 12345 }],
      ["an array", ["x".repeat(43)]],
      ["null", null],
    ])("refuses %s with 400, never 500", async (_case, payload) => {
      const response = await app.inject({
        method: "POST",
        url: VERIFY,
        payload: JSON.stringify(payload),
        headers: { "content-type": "application/json" },
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(invalidLink);
    });
  });

  describe("POST resetPassword", () => {
    it("sets the new password: it signs in and the old one no longer does", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const response = await reset({ id: admin.id, token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: "Password Reset Successfully!", recordList: [] });
      expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(admin.email, OLD_PASSWORD)).toBe(false);
      // Filed under the account's own page, with nothing of the password.
      const entries = await t.db
        .select({ adminId: auditLog.adminId, page: auditLog.page, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.action, "account.password_reset"), eq(auditLog.target, `admin:${admin.id}`)));
      expect(entries).toEqual([{ adminId: admin.id, page: pageBySlug("profile")?.title, before: null, after: null }]);
    });

    it("accepts the id as the page sends it, a string", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const response = await post(RESET, { id: String(admin.id), token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
    });

    it("spends the link: a second reset and a later check both fail", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      expect((await reset({ id: admin.id, token, password: NEW_PASSWORD })).statusCode).toBe(200);

      const again = await reset({ id: admin.id, token, password: "Third@123456" });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(invalidLink);
      const check = await verify(token);
      expect(check.statusCode).toBe(400);
      expect(check.json()).toEqual(invalidLink);
      expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
    });

    // A double click sends the form twice at once: only one of them may spend the link.
    it("lets only one of two simultaneous resets with the same link succeed", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const [a, b] = await Promise.all([
        reset({ id: admin.id, token, password: NEW_PASSWORD }),
        reset({ id: admin.id, token, password: "Other@123456" }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      const winner = a.statusCode === 200 ? NEW_PASSWORD : "Other@123456";
      const loser = a.statusCode === 200 ? "Other@123456" : NEW_PASSWORD;
      expect(await canSignIn(admin.email, winner)).toBe(true);
      expect(await canSignIn(admin.email, loser)).toBe(false);
    });

    it("refuses a tampered link and leaves the password as it was", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const response = await reset({ id: admin.id, token: tamper(token), password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
      expect(await canSignIn(admin.email, OLD_PASSWORD)).toBe(true);
      expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(false);
    });

    it("refuses an expired link and leaves the password as it was", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(passwordResetTokens.tokenHash, hashToken(token)));

      const check = await verify(token);
      expect(check.statusCode).toBe(400);
      expect(check.json()).toEqual(invalidLink);
      const response = await reset({ id: admin.id, token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
      expect(await canSignIn(admin.email, OLD_PASSWORD)).toBe(true);
    });

    it("lets a link live no longer than the configured lifetime", async () => {
      const shortLived = await buildTestApp(t.db, { resetTokenTtlMs: 1, mail: { smtpUrl: smtp.url, from: FROM, outboxDir: unusedOutbox } });
      try {
        const admin = await createAdmin();
        const response = await shortLived.inject({ method: "POST", url: FORGOT, payload: { email: admin.email }, remoteAddress: newClientAddress() });
        expect(response.statusCode).toBe(200);
        await shortLived.background.idle();
        const [link] = linksIn(smtp.to(admin.email)[0].text);
        const token = new URL(link).pathname.split("/").at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 5));
        const reply = await shortLived.inject({ method: "POST", url: RESET, payload: { id: admin.id, token, password: NEW_PASSWORD }, remoteAddress: newClientAddress() });
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual(invalidLink);
        expect(await canSignIn(admin.email, OLD_PASSWORD)).toBe(true);
      } finally {
        await shortLived.close();
      }
    });

    it("refuses one administrator's link for another administrator's id", async () => {
      const owner = await createAdmin();
      const victim = await createAdmin();
      const { token } = await requestLink(owner.email);
      const response = await reset({ id: victim.id, token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
      expect(await canSignIn(victim.email, OLD_PASSWORD)).toBe(true);
      expect(await canSignIn(owner.email, OLD_PASSWORD)).toBe(true);
    });

    it("refuses weak passwords with 400 and keeps the link usable", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const refusals: [string, string][] = [
        ["short1", "Password must be 8 character and number"],
        ["alllowercase", "Password must be 8 character and number"],
        ["ALLUPPERCASE", "Password must be 8 character and number"],
        ["12345678", "Password must be 8 character and number"],
        ["", MESSAGES.passwordRequired],
        // The right shape, yet among the first any guesser tries.
        ["Password1", MESSAGES.passwordGuessable("it is one of the most common passwords")],
        ["Admin@12345", MESSAGES.passwordGuessable("it is a common password with small changes")],
      ];
      for (const [password, message] of refusals) {
        const response = await reset({ id: admin.id, token, password });
        expect({ password, status: response.statusCode, body: response.json() }).toMatchObject({
          password,
          status: 400,
          body: { status: 400, message, recordList: [] },
        });
      }
      expect(await canSignIn(admin.email, OLD_PASSWORD)).toBe(true);
      // A typo in the new password must not cost the administrator the link.
      expect((await reset({ id: admin.id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it("invalidates the first link when a second one is asked for", async () => {
      const admin = await createAdmin();
      const first = await requestLink(admin.email);
      const second = await requestLink(admin.email);
      expect(second.token).not.toBe(first.token);

      expect((await verify(first.token)).json()).toEqual(invalidLink);
      const stale = await reset({ id: admin.id, token: first.token, password: NEW_PASSWORD });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual(invalidLink);
      expect(await canSignIn(admin.email, OLD_PASSWORD)).toBe(true);

      expect((await reset({ id: admin.id, token: second.token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    // Whoever knew the old password may still hold a session: the reset must end it.
    it("ends every existing sign-in of the account", async () => {
      const admin = await createAdmin();
      const session = await signIn(app, admin);
      const otherDevice = await signIn(app, admin);
      expect((await app.inject({ method: "GET", url: ME, headers: bearer(session.SessionToken) })).statusCode).toBe(200);

      const { token } = await requestLink(admin.email);
      expect((await reset({ id: admin.id, token, password: NEW_PASSWORD })).statusCode).toBe(200);

      for (const record of [session, otherDevice]) {
        const me = await app.inject({ method: "GET", url: ME, headers: bearer(record.SessionToken) });
        expect(me.statusCode).toBe(401);
        expect(me.json()).toEqual(unauthorized);
        const refreshed = await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": record.RefreshToken } });
        expect(refreshed.statusCode).toBe(401);
        expect(refreshed.json()).toEqual(unauthorized);
      }
    });

    it("tells the administrator by mail that the password was changed", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      smtp.clear();
      expect((await reset({ id: admin.id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
      await app.background.idle();

      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail.envelopeTo).toEqual([admin.email]);
      expect(mail.subject).toBe("Matrimony Admin: your password was changed");
      expect(mail.text).toContain("was changed");
      expect(mail.html).toContain("was changed");
      expect(mail.text).not.toContain(token);
      expect(mail.text).not.toContain(NEW_PASSWORD);
    });

    it.each<[string, unknown]>([
      ["no id", { token: "x".repeat(43), password: NEW_PASSWORD }],
      ["an id that is not a number", { id: "abc", token: "x".repeat(43), password: NEW_PASSWORD }],
      ["a negative id", { id: -1, token: "x".repeat(43), password: NEW_PASSWORD }],
      ["an id of an admin without a link", { id: 999_999, token: "x".repeat(43), password: NEW_PASSWORD }],
      ["no token", { id: 1, password: NEW_PASSWORD }],
      ["an array", [1, "x".repeat(43), NEW_PASSWORD]],
      ["null", null],
    ])("refuses %s with 400, never 500", async (_case, payload) => {
      const response = await app.inject({
        method: "POST",
        url: RESET,
        payload: JSON.stringify(payload),
        headers: { "content-type": "application/json" },
        remoteAddress: newClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, recordList: [] });
    });
  });

  describe("what is stored", () => {
    // Django keeps no token at all; here the table keeps its SHA-256, so a leaked backup resets nothing.
    it("keeps only a hash of the token, nowhere the token itself", async () => {
      const admin = await createAdmin();
      const { token } = await requestLink(admin.email);
      const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.adminId, admin.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toBe(hashToken(token));

      const table = await t.db.execute<{ row: string }>(sql`select t::text as row from password_reset_tokens t`);
      expect(table.rows.length).toBeGreaterThan(0);
      for (const { row } of table.rows) expect(row).not.toContain(token);
      const audit = await t.db.execute<{ row: string }>(sql`select t::text as row from audit_log t`);
      for (const { row } of audit.rows) expect(row).not.toContain(token);
    });
  });

  describe("throttling", () => {
    it("refuses a client's sixth request for one address within the window with 429 and Retry-After", async () => {
      const admin = await createAdmin();
      const remoteAddress = newClientAddress();
      // The address is one key however it is spelled.
      const spellings = [admin.email, admin.email.toUpperCase(), ` ${admin.email}`, admin.email, admin.email];
      for (const email of spellings) expect((await forgot(email, { remoteAddress })).statusCode).toBe(200);

      const sixth = await forgot(admin.email, { remoteAddress });
      expect(sixth.statusCode).toBe(429);
      const retryAfter = Number(sixth.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(sixth.json()).toEqual({ status: 429, message: "Too many attempts. Please try again in 15 minute(s).", recordList: [] });

      // The refused request sends nothing.
      await app.background.idle();
      expect(smtp.to(admin.email)).toHaveLength(5);

      const other = await createAdmin();
      expect((await forgot(other.email, { remoteAddress })).statusCode).toBe(200);
    });

    it("still mails the owner, from their own address, after others asked for their account many times", async () => {
      const admin = await createAdmin();
      // Someone else asks again and again, from one address and from many: each address is held to
      // its own allowance, and the account has none to use up.
      const attacker = newClientAddress();
      for (let n = 1; n <= 5; n += 1) expect((await forgot(admin.email, { remoteAddress: attacker })).statusCode).toBe(200);
      expect((await forgot(admin.email, { remoteAddress: attacker })).statusCode).toBe(429);
      for (let n = 1; n <= 8; n += 1) expect((await forgot(admin.email)).statusCode).toBe(200);
      await app.background.idle();
      smtp.clear();

      // The owner's own request gets its mail, and its link resets the password.
      const { token } = await requestLink(admin.email, { remoteAddress: newClientAddress() });
      expect(smtp.to(admin.email)).toHaveLength(1);
      expect((await reset({ id: admin.id, token, password: "Fresh-Lantern-42" })).statusCode).toBe(200);
      expect(await canSignIn(admin.email, "Fresh-Lantern-42")).toBe(true);
    });

    it("refuses a client's 21st request within the window, whatever the addresses and X-Forwarded-For", async () => {
      const client = newClientAddress();
      for (let n = 1; n <= 20; n += 1) {
        const response = await forgot(`throttled-${n}-${client}@example.com`, { remoteAddress: client, headers: { "x-forwarded-for": `192.0.2.${n}` } });
        expect(response.statusCode).toBe(200);
      }
      const next = await forgot(`throttled-21-${client}@example.com`, { remoteAddress: client, headers: { "x-forwarded-for": "192.0.2.99" } });
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers["retry-after"])).toBeGreaterThan(0);
      expect(next.json()).toMatchObject({ status: 429, recordList: [] });
      expect(next.json().message).toMatch(/^Too many attempts\./);

      expect((await forgot(`throttled-21-${client}@example.com`)).statusCode).toBe(200);
    });
  });

  describe("without SMTP", () => {
    let outbox: string;
    let offline: FastifyInstance;

    beforeAll(async () => {
      outbox = mkdtempSync(path.join(tmpdir(), "reset-test-outbox-"));
      offline = await buildTestApp(t.db, { publicUrl: PUBLIC_URL, mail: { smtpUrl: undefined, from: FROM, outboxDir: outbox } });
    });
    afterAll(async () => {
      await offline?.close();
      if (outbox) rmSync(outbox, { recursive: true, force: true });
    });

    // A laptop without a relay can still finish a reset: the message is a file holding the link.
    it("writes the message as an .eml file holding a working link", async () => {
      const admin = await createAdmin();
      const response = await offline.inject({ method: "POST", url: FORGOT, payload: { email: admin.email }, remoteAddress: newClientAddress() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(queued);
      await offline.background.idle();

      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(outbox, files[0]);
      // It holds a live link: nobody else on the machine may read it.
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const parsed = await simpleParser(readFileSync(file));
      const mail: Pick<ReceivedMail, "subject" | "text" | "html"> = {
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: parsed.html === false ? undefined : parsed.html,
      };
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : undefined).toBe(admin.email);
      expect(mail.subject).toBe("Matrimony Admin: reset your password");
      expect(mail.html).toBeDefined();
      const links = linksIn(mail.text);
      expect(links).toHaveLength(1);
      const link = new URL(links[0]);
      expect(link.origin).toBe(PUBLIC_URL);
      const token = link.pathname.split("/").at(-1)!;
      expect(token).toMatch(TOKEN);

      const check = await offline.inject({ method: "POST", url: VERIFY, payload: { token }, remoteAddress: newClientAddress() });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ status: 200, recordList: [{ userId: admin.id }] });
      expect(smtp.messages).toEqual([]);
    });
  });
});
