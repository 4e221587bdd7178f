/**
 * What the actions outside the resource engine file in the audit log (docs/audit-log.md, "What is
 * recorded"): each names its page (a title of lib/pages.ts, or Sign-in), the account's own changes keep
 * their before and after, and no entry ever holds a password's hash.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { and, desc, eq, sql } from "drizzle-orm";
import { pageBySlug, pageOwning } from "@/lib/pages";
import { SIGN_IN_PAGE } from "@/lib/resources/audit-log";
import { REGION_CSV_PATHS } from "@/lib/resources/region-csv";
import { ACCOUNTS, bearer, buildTestApp, LOGOUT, newClientAddress, postLogin, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { PNG_BYTES } from "../../../test/resources";
import { hashPassword } from "../../auth/passwords";
import { adminUsers, auditLog } from "../../db/schema";

const PROFILE = pageBySlug("profile")!.title;
const REGION = pageOwning("city")!.title;
const PASSWORD = "Before@12345";

describeEachDatabase("What actions file in the audit log", (t) => {
  let app: FastifyInstance;
  let kavya: { id: number; email: string; token: string };

  /** The newest entries about one administrator's account, newest first. */
  const entriesOf = (adminId: number) =>
    t.db
      .select({ action: auditLog.action, page: auditLog.page, target: auditLog.target, before: auditLog.before, after: auditLog.after, details: auditLog.details, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.target, `admin:${adminId}`))
      .orderBy(desc(auditLog.id));
  const send = (method: InjectOptions["method"], url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...bearer(kavya.token), ...headers }, payload: payload as InjectOptions["payload"] });

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    const email = `kavya-${t.label.toLowerCase()}@example.com`;
    const [row] = await t.db.insert(adminUsers).values({ firstName: "Kavya", lastName: "Rao", email, passwordHash: await hashPassword(PASSWORD), roleId: 1 }).returning({ id: adminUsers.id });
    const record = await signIn(app, { email, password: PASSWORD });
    kavya = { id: row.id, email, token: record.SessionToken };
  });
  afterAll(async () => {
    await app?.close();
  });

  it("files sign-ins, failed sign-ins and sign-outs under Sign-in, with the account and the address", async () => {
    const address = newClientAddress();
    await postLogin(app, { email: ACCOUNTS.staff.email, password: "Wrong@12345" }, { remoteAddress: address });
    await postLogin(app, { email: "nobody@example.com", password: "Wrong@12345" }, { remoteAddress: address });
    const record = await signIn(app, ACCOUNTS.staff, address);
    await app.inject({ method: "POST", url: LOGOUT, headers: bearer(record.SessionToken), remoteAddress: address });
    const entries = await t.db
      .select({ action: auditLog.action, adminId: auditLog.adminId, page: auditLog.page, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.ip, address))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: "login.failed", adminId: record.id, page: SIGN_IN_PAGE, target: `admin:${record.id}` },
      { action: "login.failed", adminId: null, page: SIGN_IN_PAGE, target: null },
      { action: "login", adminId: record.id, page: SIGN_IN_PAGE, target: `admin:${record.id}` },
      { action: "logout", adminId: record.id, page: SIGN_IN_PAGE, target: `admin:${record.id}` },
    ]);
  });

  it("files the account's own changes under Profile with the name, email and picture before and after", async () => {
    expect((await send("PUT", "/api/admin/users/profile", { firstName: "Kavya", lastName: "Rao-Iyer" })).statusCode).toBe(200);
    const newEmail = `kavya-new-${t.label.toLowerCase()}@example.com`;
    expect((await send("POST", "/api/admin/users/changeEmail", { oldEmail: kavya.email, newEmail, confirmEmail: newEmail })).statusCode).toBe(200);
    const picture = await send("POST", "/api/admin/users/profile/image", PNG_BYTES, { "content-type": "application/octet-stream" });
    expect(picture.statusCode).toBe(200);
    const [entryPicture, entryEmail, entryProfile] = await entriesOf(kavya.id);
    expect(entryProfile).toMatchObject({
      action: "account.profile_changed",
      page: PROFILE,
      before: { firstName: "Kavya", lastName: "Rao" },
      after: { firstName: "Kavya", lastName: "Rao-Iyer" },
    });
    expect(entryEmail).toMatchObject({ action: "account.email_changed", page: PROFILE, before: { email: kavya.email }, after: { email: newEmail } });
    expect(entryPicture).toMatchObject({ action: "account.picture_changed", page: PROFILE, before: { image: null }, after: { image: picture.json().recordList[0].image } });
    kavya.email = newEmail;
  });

  it("files a password change under Profile with no before and after, and keeps no hash in any entry", async () => {
    const changed = await send("POST", "/api/admin/users/changePassword", { oldPassword: PASSWORD, newPassword: "After@123456", confirmPassword: "After@123456" });
    expect(changed.statusCode).toBe(200);
    kavya.token = changed.json().recordList[0].SessionToken;
    const [entry] = await entriesOf(kavya.id);
    expect(entry).toMatchObject({ action: "account.password_changed", page: PROFILE, before: null, after: null, details: null });
    const [{ passwordHash }] = await t.db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, kavya.id));
    const rows = await t.db.execute<{ row: string }>(sql`select t::text as row from audit_log t`);
    for (const { row } of rows.rows) {
      expect(row).not.toContain(passwordHash);
      expect(row).not.toContain("$argon2");
    }
  });

  it("files a Region CSV upload under Region with its counts, in the upload's transaction", async () => {
    const admin = await signIn(app, ACCOUNTS.admin);
    const sample = await app.inject({ method: "GET", url: `/api/admin/${REGION_CSV_PATHS.sample}`, headers: bearer(admin.SessionToken) });
    const upload = await app.inject({ method: "POST", url: `/api/admin/${REGION_CSV_PATHS.upload}`, headers: { ...bearer(admin.SessionToken), "content-type": "text/csv" }, payload: sample.body });
    expect(upload.statusCode).toBe(200);
    const [entry] = await t.db
      .select({ page: auditLog.page, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "region.upload"), eq(auditLog.adminId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const { refusals: _reasons, ...counts } = upload.json().recordList[0];
    expect(entry).toEqual({ page: REGION, details: counts });
  });
});
