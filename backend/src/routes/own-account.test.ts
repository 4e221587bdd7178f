import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, ME, newClientAddress, postLogin, REFRESH, signIn, type SignedInRecord } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { hashPassword } from "../auth/passwords";
import { adminSessions, adminUsers, media, passwordResetTokens } from "../db/schema";
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "../media/images";
import { MARKUP, pngChunk, polyglotJpeg, polyglotPng, REAL_JPEG, REAL_PNG, REAL_WEBP } from "../../test/images";

const CHANGE_EMAIL = "/api/admin/users/changeEmail";
const CHANGE_PASSWORD = "/api/admin/users/changePassword";
const PROFILE = "/api/admin/users/profile";
const PICTURE = "/api/admin/users/profile/image";

const PASSWORD = "Before@12345";
const NEW_PASSWORD = "After@123456";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const unauthorized = { status: 401, message: MESSAGES.sessionExpired, recordList: [] };
const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };
const demoRefused = { status: 403, message: "The demo account is read-only: it cannot change any data.", recordList: [] };
const refused = (message: string) => ({ status: 400, message, recordList: [] });

/** A real 1×1 red PNG, so "accepted" means a file an image viewer opens, not just a matching prefix. */
function tinyPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// Real pictures: the api decodes every upload and keeps only its pixels.
const JPEG = REAL_JPEG;
const WEBP = REAL_WEBP;
const PNG = tinyPng();

let admins = 0;
let passwordHash: Promise<string> | undefined;

describeEachDatabase("own account api", (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An administrator of its own per test: these tests change the email, the password and the picture. */
  async function createAdmin(values: Partial<typeof adminUsers.$inferInsert> = {}) {
    admins += 1;
    const email = `own-${admins}-${t.label.toLowerCase()}@example.com`;
    // One argon2 hash for every test admin: hashing costs more than most of these tests.
    passwordHash ??= hashPassword(PASSWORD);
    const [row] = await t.db
      .insert(adminUsers)
      .values({ firstName: "Kavya", lastName: "Rao", email, passwordHash: await passwordHash, roleId: 1, ...values })
      .returning({ id: adminUsers.id });
    return { id: row.id, email, password: PASSWORD };
  }

  async function signedInAdmin(values: Partial<typeof adminUsers.$inferInsert> = {}) {
    const admin = await createAdmin(values);
    return { ...admin, record: await signIn(app, admin) };
  }

  const post = (url: string, token: string | undefined, payload: unknown) =>
    app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, payload: payload as InjectOptions["payload"] });
  const putProfile = (token: string | undefined, payload: unknown) =>
    app.inject({ method: "PUT", url: PROFILE, headers: token ? bearer(token) : {}, payload: payload as InjectOptions["payload"] });
  const upload = (token: string | undefined, bytes: Buffer, contentType = "application/octet-stream") =>
    app.inject({ method: "POST", url: PICTURE, headers: { ...(token ? bearer(token) : {}), "content-type": contentType }, payload: bytes });
  const getMedia = (id: string, token?: string) => app.inject({ method: "GET", url: `/media/${id}`, headers: token ? bearer(token) : {} });
  const me = (token: string) => app.inject({ method: "GET", url: ME, headers: bearer(token) });
  const refresh = (token: string) => app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": token } });
  const canSignIn = async (email: string, password: string) =>
    (await postLogin(app, { email, password }, { remoteAddress: newClientAddress() })).statusCode === 200;

  describe("who may change an account", () => {
    let demo: SignedInRecord;
    let noAccess: SignedInRecord;

    beforeAll(async () => {
      demo = await signIn(app, ACCOUNTS.demo);
      noAccess = await signIn(app, ACCOUNTS.noAccess);
    });

    const attempts: [string, (token: string | undefined) => Promise<LightMyRequestResponse>][] = [
      ["changeEmail", (token) => post(CHANGE_EMAIL, token, { oldEmail: ACCOUNTS.demo.email, newEmail: "taken-over@example.com", confirmEmail: "taken-over@example.com" })],
      ["changePassword", (token) => post(CHANGE_PASSWORD, token, { oldPassword: ACCOUNTS.demo.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })],
      ["PUT profile", (token) => putProfile(token, { firstName: "Defaced", lastName: "Account" })],
      ["the picture upload", (token) => upload(token, PNG)],
    ];

    // The demo sign-in is public: anyone could otherwise lock everyone else out of it.
    it.each(attempts)("refuses %s to the read-only demo administrator with 403 and changes nothing", async (_route, attempt) => {
      const response = await attempt(demo.SessionToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(demoRefused);
      const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.demo.email));
      expect(row).toMatchObject({ firstName: "Demo", lastName: "Admin", image: null });
      expect(await canSignIn(ACCOUNTS.demo.email, ACCOUNTS.demo.password)).toBe(true);
    });

    it.each(attempts)("refuses %s to staff without any page permission with 403", async (_route, attempt) => {
      const response = await attempt(noAccess.SessionToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    });

    it.each(attempts)("refuses %s without a SessionToken with 401", async (_route, attempt) => {
      const response = await attempt(undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });
  });

  describe("POST changeEmail", () => {
    const change = (token: string, body: unknown) => post(CHANGE_EMAIL, token, body);

    it("changes the email: the answer and the next sign-in carry the new one", async () => {
      const admin = await signedInAdmin();
      const newEmail = `renamed-${admin.id}@example.com`;
      const response = await change(admin.record.SessionToken, { oldEmail: admin.email, newEmail, confirmEmail: newEmail });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, message: "Email changed", recordList: [expect.any(Object)] });
      expect(body.recordList).toHaveLength(1);
      expect(body.recordList[0]).toMatchObject({ id: admin.id, email: newEmail, roleId: 1, firstName: "Kavya", lastName: "Rao" });
      expect(response.body).not.toMatch(/argon2|passwordHash/);

      expect(await canSignIn(newEmail, PASSWORD)).toBe(true);
      expect(await canSignIn(admin.email, PASSWORD)).toBe(false);
      // Changing the email is no reason to end the sign-in that did it.
      const meAfter = await me(admin.record.SessionToken);
      expect(meAfter.statusCode).toBe(200);
      expect(meAfter.json().recordList[0].email).toBe(newEmail);
    });

    it("ends the account's other sign-ins and spends the reset links mailed to the old address", async () => {
      const admin = await signedInAdmin();
      const otherDevice = await signIn(app, admin);
      const tokenHash = `own-email-${admin.id}-${t.label}`;
      await t.db.insert(passwordResetTokens).values({ tokenHash, adminId: admin.id, expiresAt: new Date(Date.now() + 60 * 60_000) });
      const newEmail = `moved-${admin.id}@example.com`;
      expect((await change(admin.record.SessionToken, { oldEmail: admin.email, newEmail, confirmEmail: newEmail })).statusCode).toBe(200);

      expect((await me(otherDevice.SessionToken)).statusCode).toBe(401);
      expect((await refresh(otherDevice.RefreshToken)).statusCode).toBe(401);
      expect((await me(admin.record.SessionToken)).statusCode).toBe(200);
      const [link] = await t.db.select({ usedAt: passwordResetTokens.usedAt }).from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
      expect(link.usedAt).not.toBeNull();
    });

    it("compares and stores emails without regard to case or surrounding spaces", async () => {
      const admin = await signedInAdmin();
      const typed = ` Renamed-Case-${admin.id}@Example.COM `;
      const response = await change(admin.record.SessionToken, { oldEmail: admin.email.toUpperCase(), newEmail: typed, confirmEmail: typed.trim().toLowerCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList[0].email).toBe(`renamed-case-${admin.id}@example.com`);
    });

    it("refuses an old email that is not the account's with 400", async () => {
      const admin = await signedInAdmin();
      const response = await change(admin.record.SessionToken, { oldEmail: ACCOUNTS.admin.email, newEmail: "elsewhere@example.com", confirmEmail: "elsewhere@example.com" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused(MESSAGES.oldEmailMismatch));
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    it("refuses the current email as the new one with 400", async () => {
      const admin = await signedInAdmin();
      const response = await change(admin.record.SessionToken, { oldEmail: admin.email, newEmail: admin.email, confirmEmail: admin.email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused(MESSAGES.sameEmail));
    });

    it.each([
      ["as typed", (email: string) => email],
      ["in another case", (email: string) => email.toUpperCase()],
    ])("refuses another administrator's email, %s, with 409", async (_case, spell) => {
      const admin = await signedInAdmin();
      const other = await createAdmin();
      const response = await change(admin.record.SessionToken, { oldEmail: admin.email, newEmail: spell(other.email), confirmEmail: spell(other.email) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 409, message: MESSAGES.emailTaken, recordList: [] });
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    // The "is it taken" check cannot see a row another transaction has not committed yet: the unique
    // index decides, and the loser must hear 409, not 500. PGlite has one connection, so no such race.
    (t.label === "PostgreSQL" ? it : it.skip)("answers 409 when another transaction takes the email between the check and the write", async () => {
      const admin = await signedInAdmin();
      const wanted = `claimed-${admin.id}@example.com`;
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let claimed!: () => void;
      const claimedYet = new Promise<void>((resolve) => (claimed = resolve));
      const other = t.db.transaction(async (tx) => {
        await tx.insert(adminUsers).values({ firstName: "Other", lastName: "Admin", email: wanted, passwordHash: "x", roleId: 1 });
        claimed();
        await committing;
      });
      await claimedYet;

      const pending = change(admin.record.SessionToken, { oldEmail: admin.email, newEmail: wanted, confirmEmail: wanted });
      // Wait until the api's write is blocked on the uncommitted row, so the check has already passed.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await t.db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].waiting > 0) break;
        if (Date.now() > deadline) throw new Error("the api's update never waited on the other transaction");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      commit();
      await other;

      const response = await pending;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 409, message: MESSAGES.emailTaken, recordList: [] });
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    it("gives one of two administrators asking for the same new email at once 200 and the other 409", async () => {
      const first = await signedInAdmin();
      const second = await signedInAdmin();
      const wanted = `raced-${first.id}@example.com`;
      const [a, b] = await Promise.all([
        change(first.record.SessionToken, { oldEmail: first.email, newEmail: wanted, confirmEmail: wanted }),
        change(second.record.SessionToken, { oldEmail: second.email, newEmail: wanted, confirmEmail: wanted }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json()).toEqual({ status: 409, message: MESSAGES.emailTaken, recordList: [] });
    });

    // errors names every refused field; message is the first of them, as the dialog shows it.
    it.each<[string, { oldEmail?: unknown; newEmail?: unknown; confirmEmail?: unknown }, Record<string, string>]>([
      ["an empty old email", { oldEmail: "" }, { oldEmail: "Email is Required" }],
      ["an empty new email", { newEmail: "", confirmEmail: "" }, { newEmail: "Email is Required", confirmEmail: "Confirm Email is required" }],
      ["a malformed new email", { newEmail: "not-an-email", confirmEmail: "not-an-email" }, { newEmail: "Invalid Email" }],
      ["a malformed old email", { oldEmail: "nobody@" }, { oldEmail: "Invalid Email" }],
      ["an empty confirmation", { confirmEmail: "" }, { confirmEmail: "Confirm Email is required" }],
      ["a confirmation of spaces", { confirmEmail: "   " }, { confirmEmail: "Confirm Email is required" }],
      ["a confirmation that differs", { confirmEmail: "someone-else@example.com" }, { confirmEmail: "Email and confirm email must matched" }],
    ])("refuses %s with 400 and the spec's message", async (_case, change_, errors) => {
      const admin = await signedInAdmin();
      const valid = { oldEmail: admin.email, newEmail: `wanted-${admin.id}@example.com`, confirmEmail: `wanted-${admin.id}@example.com` };
      const response = await change(admin.record.SessionToken, { ...valid, ...change_ });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: Object.values(errors)[0], recordList: [], errors });
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    it.each<[string, unknown]>([
      ["an empty object", {}],
      ["an array", ["a@example.com", "b@example.com", "b@example.com"]],
      ["null", null],
      ["fields of the wrong type", { oldEmail: 1, newEmail: true, confirmEmail: {} }],
    ])("refuses %s with 400, never 500", async (_case, payload) => {
      const admin = await signedInAdmin();
      const response = await app.inject({
        method: "POST",
        url: CHANGE_EMAIL,
        headers: { ...bearer(admin.record.SessionToken), "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, recordList: [] });
    });
  });

  describe("POST changePassword", () => {
    const change = (token: string, body: unknown) => post(CHANGE_PASSWORD, token, body);

    it("changes the password, ends every sign-in and hands this device a new one", async () => {
      const admin = await signedInAdmin();
      const otherDevice = await signIn(app, admin);
      const response = await change(admin.record.SessionToken, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, message: "Password changed" });
      expect(body.recordList).toHaveLength(1);
      const record = body.recordList[0] as SignedInRecord;
      expect(record).toMatchObject({
        id: admin.id,
        email: admin.email,
        SessionToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        RefreshToken: expect.stringMatching(/^[\w-]{43}$/),
      });
      expect(record.SessionToken).not.toBe(admin.record.SessionToken);
      expect(record.RefreshToken).not.toBe(admin.record.RefreshToken);
      expect(response.body).not.toMatch(/argon2|passwordHash/);

      // A thief who knew the old password is out on every device, this one's old tokens included.
      for (const old of [admin.record, otherDevice]) {
        const meOld = await me(old.SessionToken);
        expect(meOld.statusCode).toBe(401);
        expect(meOld.json()).toEqual(unauthorized);
        expect((await refresh(old.RefreshToken)).statusCode).toBe(401);
      }
      const meNew = await me(record.SessionToken);
      expect(meNew.statusCode).toBe(200);
      expect(meNew.json().recordList[0].id).toBe(admin.id);
      expect((await refresh(record.RefreshToken)).statusCode).toBe(200);

      expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(admin.email, PASSWORD)).toBe(false);
      const live = await t.db.select({ revokedAt: adminSessions.revokedAt }).from(adminSessions).where(eq(adminSessions.adminId, admin.id));
      // The new device session and the sign-in just made with the new password.
      expect(live.filter((s) => s.revokedAt === null)).toHaveLength(2);
    });

    it("refuses a wrong old password with 400 and changes nothing", async () => {
      const admin = await signedInAdmin();
      const response = await change(admin.record.SessionToken, { oldPassword: "Wrong@12345", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused(MESSAGES.oldPasswordWrong));
      expect((await me(admin.record.SessionToken)).statusCode).toBe(200);
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    it("refuses the old password as the new one with 400", async () => {
      const admin = await signedInAdmin();
      const response = await change(admin.record.SessionToken, { oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused(MESSAGES.samePassword));
      expect((await me(admin.record.SessionToken)).statusCode).toBe(200);
    });

    it.each([
      ["Password1", "it is one of the most common passwords"],
      ["Admin@12345", "it is a common password with small changes"],
    ])("refuses the guessable new password %s with 400 saying why, and keeps the old one", async (password, why) => {
      const admin = await signedInAdmin();
      const response = await change(admin.record.SessionToken, { oldPassword: PASSWORD, newPassword: password, confirmPassword: password });
      expect(response.statusCode).toBe(400);
      const message = MESSAGES.passwordGuessable(why);
      expect(response.json()).toEqual({ status: 400, message, recordList: [], errors: { newPassword: message } });
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    it.each<[string, { oldPassword?: string; newPassword?: string; confirmPassword?: string }, Record<string, string>]>([
      ["a weak new password", { newPassword: "weakpass", confirmPassword: "weakpass" }, { newPassword: "Password is not validate" }],
      ["a short new password", { newPassword: "Ab1", confirmPassword: "Ab1" }, { newPassword: "Password is not validate" }],
      ["an empty new password", { newPassword: "", confirmPassword: "" }, { newPassword: "Password is Required", confirmPassword: "Confirm password is required" }],
      ["an empty old password", { oldPassword: "" }, { oldPassword: "Password is Required" }],
      ["an empty confirmation", { confirmPassword: "" }, { confirmPassword: "Confirm password is required" }],
      ["a confirmation that differs", { confirmPassword: `${NEW_PASSWORD}x` }, { confirmPassword: "Password and confirm password must matched" }],
    ])("refuses %s with 400 and the spec's message", async (_case, change_, errors) => {
      const admin = await signedInAdmin();
      const response = await change(admin.record.SessionToken, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...change_ });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: Object.values(errors)[0], recordList: [], errors });
      expect(await canSignIn(admin.email, PASSWORD)).toBe(true);
    });

    it.each<[string, unknown]>([
      ["an empty object", {}],
      ["an array", [PASSWORD, NEW_PASSWORD, NEW_PASSWORD]],
      ["null", null],
    ])("refuses %s with 400, never 500", async (_case, payload) => {
      const admin = await signedInAdmin();
      const response = await app.inject({
        method: "POST",
        url: CHANGE_PASSWORD,
        headers: { ...bearer(admin.record.SessionToken), "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, recordList: [] });
    });
  });

  describe("PUT profile", () => {
    it("saves the names, trimmed, and answers the updated credentials", async () => {
      const admin = await signedInAdmin();
      const response = await putProfile(admin.record.SessionToken, { firstName: "  Anita ", lastName: "D'Souza-Pereira" });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, message: "Profile saved" });
      expect(body.recordList).toEqual([expect.objectContaining({ id: admin.id, firstName: "Anita", lastName: "D'Souza-Pereira", email: admin.email })]);
      expect((await me(admin.record.SessionToken)).json().recordList[0]).toMatchObject({ firstName: "Anita", lastName: "D'Souza-Pereira" });
    });

    it("accepts names beyond ASCII", async () => {
      const admin = await signedInAdmin();
      const response = await putProfile(admin.record.SessionToken, { firstName: "Zoë", lastName: "Ñúñez" });
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList[0]).toMatchObject({ firstName: "Zoë", lastName: "Ñúñez" });
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ["an empty first name", { firstName: "" }, "firstName", "First name is required"],
      ["a first name of spaces", { firstName: "   " }, "firstName", "First name is required"],
      ["no last name", { lastName: undefined }, "lastName", "Last name is required"],
      ["digits in the first name", { firstName: "R2D2" }, "firstName", "First name may hold letters, spaces, dots, apostrophes and hyphens only"],
      ["markup in the last name", { lastName: "<b>Rao</b>" }, "lastName", "Last name may hold letters, spaces, dots, apostrophes and hyphens only"],
      ["a first name over 60 characters", { firstName: "A".repeat(61) }, "firstName", "First name must be 60 characters or fewer"],
      ["a number for the last name", { lastName: 42 }, "lastName", "Last name is required"],
    ])("refuses %s with 400 and keeps the names", async (_case, change_, field, message) => {
      const admin = await signedInAdmin();
      const response = await putProfile(admin.record.SessionToken, { firstName: "Anita", lastName: "Rao", ...change_ });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message, recordList: [], errors: { [field]: message } });
      expect((await me(admin.record.SessionToken)).json().recordList[0]).toMatchObject({ firstName: "Kavya", lastName: "Rao" });
    });
  });

  describe("POST profile/image and GET /media/:id", () => {
    it.each<[string, Buffer, string]>([
      ["a PNG", PNG, "image/png"],
      ["a JPEG", JPEG, "image/jpeg"],
      ["a WebP", WEBP, "image/webp"],
    ])("stores %s as its pixels and serves them back to a signed-in administrator", async (_case, bytes, type) => {
      const admin = await signedInAdmin();
      const response = await upload(admin.record.SessionToken, bytes);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, message: "Picture saved" });
      expect(body.recordList).toHaveLength(1);
      const { image } = body.recordList[0];
      expect(image).toMatch(UUID);
      expect((await me(admin.record.SessionToken)).json().recordList[0].image).toBe(image);

      const served = await getMedia(image, admin.record.SessionToken);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      const kept = await sharp(served.rawPayload).metadata();
      const sent = await sharp(bytes).metadata();
      expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format: sent.format, width: sent.width, height: sent.height });
    });

    // A file that is a picture and HTML at once: only the picture is kept (docs/uploads.md).
    it.each<[string, () => Buffer, string]>([
      ["a PNG", polyglotPng, "png"],
      ["a JPEG", polyglotJpeg, "jpeg"],
    ])("keeps only the pixels of %s that also carries HTML and script", async (_case, make, format) => {
      const polyglot = make();
      expect(polyglot.includes(MARKUP)).toBe(true);
      expect((await sharp(polyglot).metadata()).format).toBe(format);
      const admin = await signedInAdmin();
      const response = await upload(admin.record.SessionToken, polyglot);
      expect(response.statusCode).toBe(200);
      const [stored] = await t.db.select({ bytes: media.bytes }).from(media).where(eq(media.owner, `admin:${admin.id}`));
      expect(stored.bytes.includes("<script")).toBe(false);
      expect(stored.bytes.includes("<html")).toBe(false);
      const kept = await sharp(stored.bytes).metadata();
      expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format, width: 3, height: 2 });
    });

    it("scales a picture larger than the largest side down to it", async () => {
      const big = await sharp({ create: { width: MAX_IMAGE_SIDE * 2, height: 10, channels: 3, background: "#123456" } }).png().toBuffer();
      const admin = await signedInAdmin();
      expect((await upload(admin.record.SessionToken, big)).statusCode).toBe(200);
      const [stored] = await t.db.select({ bytes: media.bytes }).from(media).where(eq(media.owner, `admin:${admin.id}`));
      const kept = await sharp(stored.bytes).metadata();
      expect({ width: kept.width, height: kept.height }).toEqual({ width: MAX_IMAGE_SIDE, height: 5 });
    });

    // The declared type is the sender's claim; the stored type is what the bytes are.
    it("takes the type from the bytes, not from the declared content type", async () => {
      const admin = await signedInAdmin();
      const response = await upload(admin.record.SessionToken, PNG, "image/jpeg");
      expect(response.statusCode).toBe(200);
      const served = await getMedia(response.json().recordList[0].image, admin.record.SessionToken);
      expect(served.headers["content-type"]).toBe("image/png");
      // A member's face is not left in a shared computer's cache after its staff member signs out.
      expect(served.headers["cache-control"]).toBe("private, no-store");
    });

    it("serves a picture to signed-in administrators only", async () => {
      const admin = await signedInAdmin();
      const { image } = (await upload(admin.record.SessionToken, PNG)).json().recordList[0];
      const anonymous = await getMedia(image);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(unauthorized);
      const garbage = await getMedia(image, "not-a-token");
      expect(garbage.statusCode).toBe(401);
    });

    it.each<[string, Buffer, string]>([
      ["a text file", Buffer.from("hello world, not an image"), "application/octet-stream"],
      ["a text file declared as a PNG", Buffer.from("hello world, not an image"), "image/png"],
      ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "application/octet-stream"],
      ["the PNG signature alone", PNG.subarray(0, 8), "application/octet-stream"],
      ["a RIFF file that is not WebP", Buffer.concat([Buffer.from("RIFF", "latin1"), Buffer.alloc(4), Buffer.from("WAVEfmt ", "latin1")]), "application/octet-stream"],
      ["an empty file", Buffer.alloc(0), "application/octet-stream"],
      ["a PNG signature followed by HTML", Buffer.concat([REAL_PNG.subarray(0, 16), Buffer.from(MARKUP)]), "image/png"],
      ["a JPEG start followed by HTML", Buffer.concat([REAL_JPEG.subarray(0, 20), Buffer.from(MARKUP)]), "image/jpeg"],
    ])("refuses %s with 400", async (_case, bytes, type) => {
      const admin = await signedInAdmin();
      const response = await upload(admin.record.SessionToken, bytes, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused("The picture must be a PNG, JPEG or WebP image."));
      expect((await me(admin.record.SessionToken)).json().recordList[0].image).toBeNull();
      expect(await t.db.select({ id: media.id }).from(media).where(eq(media.owner, `admin:${admin.id}`))).toEqual([]);
    });

    it("refuses a JSON body with 415: fields are not a picture", async () => {
      const admin = await signedInAdmin();
      const response = await post(PICTURE, admin.record.SessionToken, { image: PNG.toString("base64") });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ ...refused(MESSAGES.unsupportedContent), status: 415 });
    });

    it("accepts a picture of exactly 2 MB and refuses one byte more with 400", async () => {
      const admin = await signedInAdmin();
      const exact = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
      expect(exact.length).toBe(2 * 1024 * 1024);
      expect((await upload(admin.record.SessionToken, exact)).statusCode).toBe(200);

      const over = Buffer.concat([exact, Buffer.alloc(1)]);
      const response = await upload(admin.record.SessionToken, over);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused("The picture must be 2 MB or smaller."));
    });

    it("refuses a body far over the limit with 413 before reading it", async () => {
      const admin = await signedInAdmin();
      const response = await upload(admin.record.SessionToken, Buffer.concat([PNG, Buffer.alloc(2 * MAX_IMAGE_BYTES)]));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 413, message: "The request is too large.", recordList: [] });
    });

    it("removes the previous picture when a new one is uploaded", async () => {
      const admin = await signedInAdmin();
      const first = (await upload(admin.record.SessionToken, PNG)).json().recordList[0].image;
      const second = (await upload(admin.record.SessionToken, JPEG)).json().recordList[0].image;
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);

      const gone = await getMedia(first, admin.record.SessionToken);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ status: 404, message: MESSAGES.notFound, recordList: [] });
      expect((await getMedia(second, admin.record.SessionToken)).statusCode).toBe(200);
      const stored = await t.db.select({ id: media.id }).from(media).where(eq(media.owner, `admin:${admin.id}`));
      expect(stored).toEqual([{ id: second }]);
    });

    it("answers 404 for an unknown or malformed media id", async () => {
      const admin = await signedInAdmin();
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "..%2f..%2fetc%2fpasswd"]) {
        const response = await getMedia(id, admin.record.SessionToken);
        expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      }
    });
  });
});
