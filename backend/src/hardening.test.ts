/** What a review found an attacker or a slip could do, each shut and kept shut. */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, newClientAddress, postLogin, signIn } from "../test/app";
import { describeEachDatabase } from "../test/databases";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp";
import { hashToken, newOpaqueToken } from "./auth/tokens";
import { adminUsers, passwordResetTokens } from "./db/schema";
import { seedReferenceData } from "./engine/seed";
import { tablesOf } from "./engine/tables";

describeEachDatabase("hardening", (t) => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    smtp = await startSmtpServer();
    app = await buildTestApp(t.db, { mail: { smtpUrl: smtp.url, from: "Matrimony Admin <no-reply@example.com>", outboxDir: "/nonexistent" } });
    token = (await signIn(app, ACCOUNTS.admin)).SessionToken;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("sends the demo account no reset link, and refuses to reset it", async () => {
    const answer = await app.inject({ method: "POST", url: "/api/admin/users/forgotPassword", payload: { email: ACCOUNTS.demo.email }, remoteAddress: newClientAddress() });
    expect(answer.statusCode).toBe(200);
    await app.background.idle();
    expect(smtp.to(ACCOUNTS.demo.email)).toHaveLength(0);
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(0);
    // Even a link made some other way does not reset it.
    const [demo] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.demo.email));
    const value = newOpaqueToken();
    await t.db.insert(passwordResetTokens).values({ tokenHash: hashToken(value), adminId: demo.id, expiresAt: new Date(Date.now() + 60_000) });
    const reset = await app.inject({ method: "POST", url: "/api/admin/users/resetPassword", payload: { id: demo.id, token: value, password: "Taken@12345" }, remoteAddress: newClientAddress() });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(MESSAGES.demoReadOnly);
    expect((await postLogin(app, ACCOUNTS.demo, { remoteAddress: newClientAddress() })).statusCode).toBe(200);
  });

  it("answers 400, not 500, to a NUL character anywhere in the input", async () => {
    const search = await app.inject({ method: "GET", url: "/api/admin/religion?search=%00", headers: bearer(token) });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(MESSAGES.forbiddenCharacter);
    const login = await postLogin(app, { email: "a\u0000@example.com", password: "x" }, { remoteAddress: newClientAddress() });
    expect(login.statusCode).toBe(400);
    const save = await app.inject({ method: "POST", url: "/api/admin/currency", headers: bearer(token), payload: { name: "Test", code: "TST", symbol: "\u0000" } });
    expect(save.statusCode).toBe(400);
  });

  it("counts every parallel guess: a burst of 12 wrong passwords gets 5 tries, then 429s", async () => {
    const address = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postLogin(app, { email: ACCOUNTS.noAccess.email, password: "Wrong@12345" }, { remoteAddress: address })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("keeps a community in its religion while sub communities belong to it", async () => {
    const communities = tablesOf("community").main;
    const religions = tablesOf("religion").main;
    const [brahmin] = await t.db.select().from(communities).where(eq(communities.name, "Brahmin"));
    const [muslim] = await t.db.select().from(religions).where(eq(religions.name, "Muslim"));
    const moved = await app.inject({ method: "PUT", url: `/api/admin/community/${brahmin.id}`, headers: bearer(token), payload: { name: "Brahmin", religionId: muslim.id } });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('"Brahmin" cannot move to another religion while 6 sub communities belong to it.');
    const renamed = await app.inject({ method: "PUT", url: `/api/admin/community/${brahmin.id}`, headers: bearer(token), payload: { name: "Brahmin", religionId: brahmin.religionId } });
    expect(renamed.statusCode).toBe(200);
  });

  it("takes no other resource's picture for an image field", async () => {
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/users/profile/image",
      headers: { ...bearer(token), "content-type": "application/octet-stream" },
      payload: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
    });
    const adminPicture = upload.json().recordList[0].image as string;
    const stolen = await app.inject({ method: "POST", url: "/api/admin/occupation", headers: bearer(token), payload: { name: "Picture thief", image: adminPicture } });
    expect(stolen.statusCode).toBe(400);
    const [admin] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.admin.email));
    expect(admin.image).toBe(adminPicture);
  });

  it("tells the old address when the sign-in email changes", async () => {
    const staff = await signIn(app, ACCOUNTS.staff);
    const changed = await app.inject({
      method: "POST",
      url: "/api/admin/users/changeEmail",
      headers: bearer(staff.SessionToken),
      payload: { oldEmail: ACCOUNTS.staff.email, newEmail: "ravi.kumar@example.com", confirmEmail: "ravi.kumar@example.com" },
    });
    expect(changed.statusCode).toBe(200);
    await app.background.idle();
    const [mail] = smtp.to(ACCOUNTS.staff.email);
    expect(mail?.subject).toContain("your sign-in email was changed");
    expect(mail?.text).toContain("ravi.kumar@example.com");
  });

  it("limits wrong old passwords in Change Password", async () => {
    const demoLess = await signIn(app, ACCOUNTS.admin);
    const wrong = () =>
      app.inject({
        method: "POST",
        url: "/api/admin/users/changePassword",
        headers: bearer(demoLess.SessionToken),
        payload: { oldPassword: "Wrong@12345", newPassword: "Other@12345", confirmPassword: "Other@12345" },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(MESSAGES.tooManyAttempts(60)).toContain("Too many attempts");
  });

  it("answers 409, not 500, when a record a write names is gone by the time it is written", async () => {
    // A real foreign-key refusal from the database, as when an upload is swept between a form's
    // check and its save: the write names a religion that does not exist.
    const raced = await buildTestApp(t.db);
    const communities = tablesOf("community").main;
    raced.post("/api/test/raced-write", { config: { access: "public" } }, async () => {
      await t.db.insert(communities).values({ name: "Raced", religionId: 2_000_000_000 } as never);
      return { status: 200, recordList: [] };
    });
    const answer = await raced.inject({ method: "POST", url: "/api/test/raced-write" });
    await raced.close();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MESSAGES.referenceGone);
    expect(await t.db.select().from(communities).where(eq(communities.name, "Raced"))).toHaveLength(0);
  });
});
