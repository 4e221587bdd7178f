/**
 * Every add, edit, switch and delete the engine makes, on its own tables as on a resource's own, is
 * filed in the audit log in the change's transaction, with the page, the row before and the row after
 * (docs/audit-log.md, "What is recorded"); a refused change files nothing.
 */
import { and, asc, eq, like } from "drizzle-orm";
import { useAdminApp } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { auditLog } from "../db/schema";

describeEachDatabase("the engine's audit entries", (t) => {
  const api = useAdminApp(t);
  const admin = api.admin;

  const entriesFor = (target: string) =>
    t.db
      .select({ action: auditLog.action, page: auditLog.page, adminId: auditLog.adminId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.target, target), like(auditLog.action, "religion.%")))
      .orderBy(asc(auditLog.id));

  it("files a religion's add, edit, switch and delete with the page, before and after", async () => {
    const created = await admin("POST", "religion", { name: "Audited Faith" });
    const id = created.json().recordList[0].id as number;
    expect((await admin("PUT", `religion/${id}`, { name: "Audited Faith Two" })).statusCode).toBe(200);
    expect((await admin("PUT", `religion/${id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await admin("DELETE", `religion/${id}`)).statusCode).toBe(200);
    const by = admin.record.id;
    expect(await entriesFor(`religion:${id}`)).toEqual([
      { action: "religion.create", page: "Religion", adminId: by, before: null, after: { id, name: "Audited Faith", isActive: true } },
      { action: "religion.update", page: "Religion", adminId: by, before: { id, name: "Audited Faith", isActive: true }, after: { id, name: "Audited Faith Two", isActive: true } },
      { action: "religion.deactivate", page: "Religion", adminId: by, before: { id, name: "Audited Faith Two", isActive: true }, after: { id, name: "Audited Faith Two", isActive: false } },
      { action: "religion.delete", page: "Religion", adminId: by, before: { id, name: "Audited Faith Two", isActive: false }, after: null },
    ]);
  });

  it("files nothing for a change refused", async () => {
    const first = (await admin("POST", "religion", { name: "Only Once Faith" })).json().recordList[0].id as number;
    const second = (await admin("POST", "religion", { name: "Second Faith" })).json().recordList[0].id as number;
    const clash = await admin("PUT", `religion/${second}`, { name: "only once faith" });
    expect(clash.statusCode).toBe(409);
    expect((await entriesFor(`religion:${second}`)).map((entry) => entry.action)).toEqual(["religion.create"]);
    expect((await entriesFor(`religion:${first}`)).map((entry) => entry.action)).toEqual(["religion.create"]);
  });
});
