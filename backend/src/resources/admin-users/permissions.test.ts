/**
 * `GET` and `PUT /api/admin/users/:id/permissions` (docs/admin-users.md, "Rights"): what is held, what
 * is saved, and every body refused with 400 in words, with nothing of it written.
 */
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { GRANTABLE_TITLES } from "@/lib/pages";
import { ACCOUNTS } from "../../../test/app";
import { callerFor, makeAdmin, useAdminApp } from "../../../test/admins";
import { describeEachDatabase } from "../../../test/databases";
import { adminPagePermissions, adminUsers, auditLog } from "../../db/schema";

describeEachDatabase("Admin Users: rights per page", (t) => {
  const api = useAdminApp(t);
  const admin = api.admin;

  const rowsOf = async (id: number) =>
    (await t.db.select().from(adminPagePermissions).where(eq(adminPagePermissions.adminId, id))).map(({ pageId, canAdd, canEdit, canDelete }) => ({ pageId, canAdd, canEdit, canDelete })).sort((a, b) => a.pageId - b.pageId);

  it("answers what a staff member holds, in the order of the sidebar", async () => {
    const ravi = (await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.staff.email)))[0].id;
    const held = (await admin("GET", `users/${ravi}/permissions`)).json().recordList;
    const whole = { read: true, add: true, edit: true, delete: true };
    expect(held).toEqual(["Dashboard", "App Users", "Review", "Religion", "Community", "FAQs"].map((title) => ({ title, ...whole })));
  });

  it("saves exactly the pages listed, each a Read with its other rights, in one go", async () => {
    const neha = await makeAdmin(t.db, { rights: { Coupons: { delete: true } } });
    const body = { pagePermissions: [{ title: "Religion" }, { title: "Region", add: true, edit: true }, { title: "Proposal Send User", read: true, delete: true }] };
    const saved = await admin("PUT", `users/${neha.id}/permissions`, body);
    expect(saved.json()).toMatchObject({ status: 200, message: "Rights saved" });
    const expected = [
      { title: "Religion", read: true, add: false, edit: false, delete: false },
      { title: "Proposal Send User", read: true, add: false, edit: false, delete: true },
      { title: "Region", read: true, add: true, edit: true, delete: false },
    ];
    expect(saved.json().recordList).toEqual(expected);
    expect((await admin("GET", `users/${neha.id}/permissions`)).json().recordList).toEqual(expected);
    expect(await rowsOf(neha.id)).toHaveLength(3);
    expect((await callerFor(api.app, neha)).record.pagePermissions).toEqual([
      { title: "Religion" },
      { title: "Proposal Send User", can: "d" },
      { title: "Region", can: "ae" },
    ]);
    // An empty list takes every page away.
    expect((await admin("PUT", `users/${neha.id}/permissions`, { pagePermissions: [] })).json().recordList).toEqual([]);
    expect(await rowsOf(neha.id)).toEqual([]);
  });

  const tooMany = [...GRANTABLE_TITLES, "Religion"].map((title) => ({ title }));
  const bodies: [string, unknown, string][] = [
    ["a list instead of an object", ["Religion"], "The body must be an object with pagePermissions"],
    ["no list", {}, "pagePermissions must be a list of pages"],
    ["a list that is not one", { pagePermissions: "Religion" }, "pagePermissions must be a list of pages"],
    ["an entry that is no object", { pagePermissions: [42] }, "Each page must be an object with its title and rights"],
    ["an entry without a title", { pagePermissions: [{ add: true }] }, "Each page needs its title"],
    ["a page that does not exist", { pagePermissions: [{ title: "Nope" }] }, '"Nope" is not a page that can be granted'],
    ["a title in another case", { pagePermissions: [{ title: "religion" }] }, '"religion" is not a page that can be granted'],
    ["the audit log, for full administrators only", { pagePermissions: [{ title: "Audit Log" }] }, '"Audit Log" is not a page that can be granted'],
    ["the own profile, open to everyone", { pagePermissions: [{ title: "Profile" }] }, '"Profile" is not a page that can be granted'],
    ["a page twice", { pagePermissions: [{ title: "Religion" }, { title: "Diet" }, { title: "Religion", edit: true }] }, "Religion is listed more than once"],
    ["a right that is not true or false", { pagePermissions: [{ title: "Religion", add: "yes" }] }, "Add must be true or false"],
    ["a right as a number", { pagePermissions: [{ title: "Religion", delete: 1 }] }, "Delete must be true or false"],
    ["Read set to false", { pagePermissions: [{ title: "Religion", read: false }] }, "Read must be true: leave out the pages without it"],
    ["a right the console does not know", { pagePermissions: [{ title: "Religion", write: true }] }, MESSAGES.unknownField("write")],
    ["more pages than there are", { pagePermissions: tooMany }, `At most ${GRANTABLE_TITLES.length} pages can be granted`],
  ];

  it.each(bodies)("refuses %s with 400 and its words, and changes nothing", async (_name, body, message) => {
    const target = await makeAdmin(t.db, { rights: { Diet: { edit: true } } });
    const [before, audits] = [await rowsOf(target.id), (await t.db.select().from(auditLog)).length];
    const version = (await t.db.select({ v: adminUsers.accessVersion }).from(adminUsers).where(eq(adminUsers.id, target.id)))[0].v;
    const response = await admin("PUT", `users/${target.id}/permissions`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowsOf(target.id)).toEqual(before);
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
    expect((await t.db.select({ v: adminUsers.accessVersion }).from(adminUsers).where(eq(adminUsers.id, target.id)))[0].v).toBe(version);
  });

  it("refuses a full administrator's rights: they hold every one", async () => {
    const full = await makeAdmin(t.db, { roleId: 1 });
    const response = await admin("PUT", `users/${full.id}/permissions`, { pagePermissions: [{ title: "Religion" }] });
    expect(response.json()).toMatchObject({ status: 409, message: "A full administrator holds every right on every page: there are no rights to set." });
    expect(await rowsOf(full.id)).toEqual([]);
  });
});
