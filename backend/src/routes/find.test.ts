/**
 * Find anything (docs/find.md): members by member id, phone number, email and name, administrators by
 * name and email, each kind only for whoever may open its page, and every query checked.
 */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { apiPaths } from "@/lib/api-paths";
import type { FindAnswer } from "@/lib/find";
import { ACCOUNTS, bearer, buildTestApp, signIn, type SignedInRecord } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertMember } from "../../test/members";
import { adminPagePermissions, adminUsers, pages } from "../db/schema";

describeEachDatabase("find anything", (t) => {
  let app: FastifyInstance;
  let admin: SignedInRecord;
  let member: Awaited<ReturnType<typeof insertMember>>;
  beforeAll(async () => {
    app = await buildTestApp(t.db);
    admin = await signIn(app, ACCOUNTS.admin);
    member = await insertMember(t.db, { memberCode: "SM7700123", firstName: "Zubeida", lastName: "Quraishi", email: "zubeida.quraishi@example.test", phone: "9812345670" });
  });
  afterAll(() => app?.close());

  const find = async (record: SignedInRecord | undefined, text: string) => {
    const answer = await app.inject({ method: "GET", url: apiPaths.find(text), headers: record ? bearer(record.SessionToken) : {} });
    return { status: answer.statusCode, body: answer.json(), found: answer.json().recordList?.[0] as FindAnswer | undefined };
  };
  const ids = (found: FindAnswer | undefined) => found?.members.map((one) => one.id) ?? [];

  it("finds a member by member id, phone number (as people type it), email and name", async () => {
    for (const text of [member.memberCode.toLowerCase(), "+91 98123 45670", "98123", "Zubeida.Quraishi@", "zubeida qura", "QURAISHI"]) {
      const { status, found } = await find(admin, text);
      expect([text, status, ids(found)]).toEqual([text, 200, [member.id]]);
    }
    // A name from its third letter; a phone number or email from its first character.
    expect(ids((await find(admin, "Zu")).found)).toEqual([]);
    expect((await find(admin, "9")).found!.members.map((one) => one.phone![0])).toContain("9");
    const [one] = (await find(admin, "9812345670")).found!.members;
    expect(one).toEqual({ id: member.id, name: "Zubeida Quraishi", memberCode: member.memberCode, phone: "9812345670", email: "zubeida.quraishi@example.test" });
  });

  it("finds administrators by name or the start of their email, and answers at most eight of a kind", async () => {
    const { found } = await find(admin, ACCOUNTS.staff.email.slice(0, 6));
    expect(found!.admins.map((one) => one.email)).toContain(ACCOUNTS.staff.email);
    for (let n = 0; n < 10; n++) await insertMember(t.db, { firstName: "Xerxesina", lastName: `Many${n}` });
    expect((await find(admin, "xerxesina")).found!.members).toHaveLength(8);
    // What staff type is searched as typed: a LIKE pattern's own characters match only themselves.
    expect((await find(admin, "%")).found!.admins).toEqual([]);
  });

  it("never finds what the caller may not open: no members without App Users, no administrators without Admin Users", async () => {
    const [staff] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.staff.email));
    const withhold = async (key: string) => {
      const [page] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.key, key));
      await t.db.delete(adminPagePermissions).where(and(eq(adminPagePermissions.adminId, staff.id), eq(adminPagePermissions.pageId, page.id)));
    };
    await withhold("appuser");
    await withhold("users");
    const record = await signIn(app, ACCOUNTS.staff);
    for (const text of [member.memberCode, "9812345670", "Zubeida", ACCOUNTS.admin.email]) {
      const { status, found } = await find(record, text);
      expect([text, status, found]).toEqual([text, 200, { members: [], admins: [] }]);
    }
    // Admin Users without App Users: administrators, still no member.
    const [users] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.key, "users"));
    await t.db.insert(adminPagePermissions).values({ adminId: staff.id, pageId: users.id });
    const withUsers = await signIn(app, ACCOUNTS.staff);
    expect((await find(withUsers, ACCOUNTS.admin.email)).found!.admins.map((one) => one.email)).toEqual([ACCOUNTS.admin.email]);
    expect((await find(withUsers, "9812345670")).found!.members).toEqual([]);
  });

  it("refuses an empty or overlong text and any other name, and a caller signed out", async () => {
    for (const url of [apiPaths.find("   "), apiPaths.find("x".repeat(101)), "/api/admin/find", `${apiPaths.find("a")}&limit=100`]) {
      const answer = await app.inject({ method: "GET", url, headers: bearer(admin.SessionToken) });
      expect([url, answer.statusCode]).toEqual([url, 400]);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect((await find(undefined, "Zubeida")).status).toBe(401);
  });
});
