import type { FastifyInstance } from "fastify";
import { eq, inArray } from "drizzle-orm";
import { rightsLetters, type PageRights } from "@/lib/access";
import { MESSAGES } from "@/lib/messages";
import { bearer, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { adminPagePermissions, adminUsers, pages } from "../db/schema";
import { hashPassword } from "./passwords";

const PASSWORD = "Rights@12345";
const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };

/**
 * The api refuses every call a staff member's rights on the page do not cover (docs/admin-users.md),
 * whatever the console draws: each route of a page needs Read, Add, Edit or Delete by its method.
 */
describeEachDatabase("rights per page", (t) => {
  let app: FastifyInstance;
  let adminId: number;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    const [row] = await t.db
      .insert(adminUsers)
      .values({ firstName: "Rita", lastName: "Rights", email: "rights@example.com", passwordHash: await hashPassword(PASSWORD), roleId: 3 })
      .returning({ id: adminUsers.id });
    adminId = row.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Grants exactly these rights on these pages, then signs in again (a new grant makes old tokens stale). */
  async function grant(rights: Record<string, Partial<PageRights>>) {
    const titles = Object.keys(rights);
    const rows = await t.db.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.title, titles));
    await t.db.delete(adminPagePermissions).where(eq(adminPagePermissions.adminId, adminId));
    await t.db.insert(adminPagePermissions).values(
      rows.map(({ id, title }) => ({ adminId, pageId: id, canAdd: Boolean(rights[title].add), canEdit: Boolean(rights[title].edit), canDelete: Boolean(rights[title].delete) })),
    );
    const record = await signIn(app, { email: "rights@example.com", password: PASSWORD });
    token = record.SessionToken;
    return record;
  }

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  async function aReligion(name: string): Promise<number> {
    const response = await app.inject({ method: "POST", url: "/api/admin/religion", headers: bearer((await signIn(app, { email: "admin@example.com", password: "Admin@12345" })).SessionToken), payload: { name } });
    expect(response.statusCode).toBe(200);
    return response.json().recordList[0].id as number;
  }

  it("tells the console each page's rights as letters", async () => {
    const record = await grant({ Religion: {}, Community: { edit: true }, "App Users": { add: true, edit: true, delete: true } });
    expect(record.pagePermissions).toEqual([
      { title: "App Users", can: rightsLetters({ add: true, edit: true, delete: true }) },
      { title: "Religion" },
      { title: "Community", can: "e" },
    ]);
  });

  it("lets Read alone list, open and export, and refuses every change with 403", async () => {
    const id = await aReligion("Read Only Faith");
    await grant({ Religion: {} });
    for (const url of ["/api/admin/religion", `/api/admin/religion/${id}`, "/api/admin/religion/export"]) {
      expect({ url, status: (await call("GET", url)).statusCode }).toEqual({ url, status: 200 });
    }
    const refused = [
      await call("POST", "/api/admin/religion", { name: "Sneaked In" }),
      await call("PUT", `/api/admin/religion/${id}`, { name: "Renamed" }),
      await call("PUT", `/api/admin/religion/${id}/active`, { isActive: false }),
      await call("DELETE", `/api/admin/religion/${id}`),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    const still = (await call("GET", `/api/admin/religion/${id}`)).json().recordList[0];
    expect(still).toMatchObject({ name: "Read Only Faith", isActive: true });
  });

  it("gives each right exactly its calls", async () => {
    const id = await aReligion("Edited Faith");
    await grant({ Religion: { edit: true } });
    expect((await call("PUT", `/api/admin/religion/${id}`, { name: "Edited Faith Two" })).statusCode).toBe(200);
    expect((await call("PUT", `/api/admin/religion/${id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/religion", { name: "Not Added" })).statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/religion/${id}`)).statusCode).toBe(403);

    await grant({ Religion: { add: true } });
    expect((await call("POST", "/api/admin/religion", { name: "Added Faith" })).statusCode).toBe(200);
    expect((await call("PUT", `/api/admin/religion/${id}`, { name: "Not Edited" })).statusCode).toBe(403);

    await grant({ Religion: { delete: true } });
    expect((await call("DELETE", `/api/admin/religion/${id}`)).statusCode).toBe(200);
  });

  it("counts a named action and a bulk action as Edit", async () => {
    await grant({ "App Users": {} });
    expect((await call("POST", "/api/admin/appuser/1/verifyDocuments")).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/appuser/bulk/verifyDocuments", { ids: [1] })).statusCode).toBe(403);
    await grant({ "App Users": { edit: true } });
    expect((await call("POST", "/api/admin/appuser/bulk/verifyDocuments", { ids: [1] })).statusCode).not.toBe(403);
  });

  it("needs both Add and Edit for the region upload, which does both", async () => {
    const upload = () => app.inject({ method: "POST", url: "/api/admin/city/csv/upload", headers: { ...bearer(token), "content-type": "text/csv" }, payload: "countryName\n" });
    await grant({ Region: { add: true } });
    expect((await upload()).statusCode).toBe(403);
    await grant({ Region: { add: true, edit: true } });
    expect((await upload()).statusCode).not.toBe(403);
  });
});
