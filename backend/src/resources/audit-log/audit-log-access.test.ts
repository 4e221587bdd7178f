/**
 * Who may read the Audit Log, and that nobody may change it (docs/audit-log.md): full administrators
 * read every route, the read-only demo administrator too; staff are refused every route even when a
 * grant of the page was written into the database by hand; no route writes; and the database itself
 * refuses to change or delete an entry.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug } from "@/lib/pages";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { adminPagePermissions, auditLog, pages } from "../../db/schema";
import { databaseErrorCode } from "../../db/errors";

const AUDIT_LOG = pageBySlug("audit-log")!;
const WRITES: InjectOptions["method"][] = ["POST", "PUT", "PATCH", "DELETE"];

describeEachDatabase("Audit Log access", (t) => {
  let app: FastifyInstance;
  let tokens: Record<"admin" | "demo" | "staff" | "content", string>;
  let entryId: number;
  /** Every route the Audit Log has, each a read. */
  let reads: string[];

  const call = (method: InjectOptions["method"], url: string, token?: string) =>
    app.inject({ method, url: `/api/admin/${url}`, headers: { ...(token ? bearer(token) : {}), ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }) }, ...(method === "GET" || method === "DELETE" ? {} : { payload: "{}" }) });

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    const [admin, demo, staff, content] = await Promise.all([signIn(app, ACCOUNTS.admin), signIn(app, ACCOUNTS.demo), signIn(app, ACCOUNTS.staff), signIn(app, ACCOUNTS.content)]);
    // The staff member is granted the Audit Log by hand, with every right, as no screen could: the page still refuses them.
    const [page] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.key, AUDIT_LOG.slug));
    await t.db.insert(adminPagePermissions).values({ adminId: staff.id, pageId: page.id, canAdd: true, canEdit: true, canDelete: true });
    tokens = { admin: admin.SessionToken, demo: demo.SessionToken, staff: staff.SessionToken, content: content.SessionToken };
    const [entry] = await t.db.insert(auditLog).values({ adminId: admin.id, action: "religion.update", target: "religion:1", page: "Religion", before: { name: "A" }, after: { name: "B" }, ip: "10.1.1.1" }).returning({ id: auditLog.id });
    entryId = entry.id;
    reads = ["auditlog", `auditlog/${entryId}`, "auditlog/export", "auditlog/admins"];
  });
  afterAll(async () => {
    await app?.close();
  });

  it("opens every route to full administrators and to the read-only demo administrator", async () => {
    for (const who of ["admin", "demo"] as const) {
      for (const url of reads) expect([who, url, (await call("GET", url, tokens[who])).statusCode]).toEqual([who, url, 200]);
    }
  });

  it("refuses staff every route with 403, even granted the page by hand, and strangers with 401", async () => {
    for (const who of ["staff", "content"] as const) {
      for (const url of reads) {
        const response = await call("GET", url, tokens[who]);
        expect([who, url, response.statusCode]).toEqual([who, url, 403]);
        expect(response.json()).toEqual({ status: 403, message: MESSAGES.notPermitted, recordList: [] });
      }
    }
    for (const url of reads) expect((await call("GET", url)).statusCode).toBe(401);
  });

  it("has no route that adds, changes or deletes an entry: every write is 404 or 405, whoever asks", async () => {
    const paths = ["auditlog", `auditlog/${entryId}`, `auditlog/${entryId}/active`, `auditlog/${entryId}/verify`, "auditlog/bulk/delete", "auditlog/image", "auditlog/export", "auditlog/admins"];
    for (const method of WRITES) {
      for (const url of ["/api/admin/auditlog", "/api/admin/auditlog/:id", "/api/admin/auditlog/:id/active", "/api/admin/auditlog/bulk/:action", "/api/admin/auditlog/image"]) {
        expect([method, url, app.hasRoute({ method: method!, url })]).toEqual([method, url, false]);
      }
      for (const path of paths) {
        for (const who of ["admin", "demo", "staff"] as const) {
          const { statusCode } = await call(method, path, tokens[who]);
          expect([method, path, who, [404, 405].includes(statusCode) ? "refused" : statusCode]).toEqual([method, path, who, "refused"]);
        }
      }
    }
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.id, entryId));
    expect(entry).toMatchObject({ action: "religion.update", target: "religion:1", before: { name: "A" }, after: { name: "B" } });
  });

  it("is refused by the database itself: an entry can be neither changed nor deleted", async () => {
    const refusal = async (work: Promise<unknown>) => databaseErrorCode(await work.then(() => undefined, (error: unknown) => error));
    expect(await refusal(t.db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.id, entryId)))).toBe("42501");
    expect(await refusal(t.db.delete(auditLog).where(eq(auditLog.id, entryId)))).toBe("42501");
    expect(await refusal(t.db.execute(sql`update audit_log set after = null`))).toBe("42501");
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toBe("42501");
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.id, entryId));
    expect(entry).toMatchObject({ action: "religion.update", after: { name: "B" } });
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where id = ${entryId}`)).rows;
    expect(n).toBe(1);
  });

  it("refuses TRUNCATE too, alone or by cascade, and every entry stays", async () => {
    const refusal = async (work: Promise<unknown>) => databaseErrorCode(await work.then(() => undefined, (error: unknown) => error));
    const counted = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)).rows[0].n;
    const before = await counted();
    expect(before).toBeGreaterThan(0);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toBe("42501");
    expect(await refusal(t.db.execute(sql`truncate table only audit_log restart identity`))).toBe("42501");
    // Emptying the administrators cascades to the entries that name them: refused as a whole.
    expect(await refusal(t.db.execute(sql`truncate admin_users cascade`))).toBe("42501");
    expect(await counted()).toBe(before);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.id, entryId));
    expect(entry).toMatchObject({ action: "religion.update", after: { name: "B" } });
  });
});
