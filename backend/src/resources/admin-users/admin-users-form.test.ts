/**
 * Admin Users' list and form through the api (docs/admin-users.md): who is listed and what of them,
 * an added administrator, and every input the form's rules refuse, in words, with nothing written.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { and, count, eq, isNull } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { CONTACT_MESSAGE } from "@/lib/resources/admin-users/admin-user";

import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { adminUsers, auditLog, media } from "../../db/schema";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let seq = 0;
/** A valid add payload, a new address each time. */
export function newAdmin(extra: Record<string, unknown> = {}) {
  seq += 1;
  const email = `new.admin${seq}@example.com`;
  return {
    firstName: "Kavya",
    middleName: "",
    lastName: "Nair",
    email,
    confirmEmail: email,
    password: "Welcome-Harbour-58",
    confirmPassword: "Welcome-Harbour-58",
    contactNo: "+919876543210",
    gender: "Female",
    receiveEmail: true,
    receiveNotifications: false,
    ...extra,
  };
}

/** What an edit sends: the add form's fields without the password. */
const editOf = ({ password: _p, confirmPassword: _c, ...rest }: Record<string, unknown>) => rest;

describeEachDatabase("Admin Users: list and form", (t) => {
  let app: FastifyInstance;
  let token: string;
  const call = (method: InjectOptions["method"], url: string, payload?: unknown) =>
    app.inject({ method, url: `/api/admin/users${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const admins = async () => (await t.db.select({ n: count() }).from(adminUsers))[0].n;
  async function add(extra: Record<string, unknown> = {}) {
    const response = await call("POST", "", newAdmin(extra));
    expect(response.statusCode).toBe(200);
    return response.json().recordList[0] as Record<string, unknown>;
  }

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    token = (await signIn(app, ACCOUNTS.admin)).SessionToken;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists administrators with what the list shows, never a password hash or a two-factor secret", async () => {
    await t.db.update(adminUsers).set({ twoFactorSecret: "SECRET-NEVER-SENT", twoFactorEnabledAt: new Date() }).where(eq(adminUsers.email, ACCOUNTS.staff.email));
    const response = await call("GET", "?sort=name&order=asc&pageSize=40");
    expect(response.statusCode).toBe(200);
    const { recordList, totalRecords } = response.json();
    expect(totalRecords).toBe(recordList.length);
    const ravi = recordList.find((row: { email: string }) => row.email === ACCOUNTS.staff.email);
    expect(ravi).toMatchObject({ name: "Ravi Kumar", role: "Staff", roleId: 3, isActive: true, isDemo: false, twoFactorOn: true });
    expect(recordList.find((row: { email: string }) => row.email === ACCOUNTS.admin.email)).toMatchObject({ role: "Administrator", twoFactorOn: false });
    const names = recordList.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const csv = (await call("GET", "/export")).body;
    expect(csv).toContain("Ravi Kumar");
    for (const text of [response.body, csv, (await call("GET", `/${ravi.id}`)).body]) {
      expect(text).not.toMatch(/passwordHash|password_hash|\$argon2|twoFactorSecret|SECRET-NEVER-SENT/);
    }
  });

  it("searches inside names and addresses, and filters by role and status", async () => {
    const byName = (await call("GET", "?search=avi%20Ku")).json();
    expect(byName.recordList.map((row: { email: string }) => row.email)).toEqual([ACCOUNTS.staff.email]);
    const byEmail = (await call("GET", "?search=CONTENT@")).json();
    expect(byEmail.recordList.map((row: { email: string }) => row.email)).toEqual([ACCOUNTS.content.email]);
    const fullAdmins = (await call("GET", "?role=Administrator&pageSize=40")).json().recordList as { roleId: number }[];
    expect(fullAdmins.length).toBeGreaterThanOrEqual(2);
    expect(fullAdmins.every((row) => row.roleId === 1)).toBe(true);
    expect((await call("GET", "?role=Owner")).statusCode).toBe(400);
    expect((await call("GET", "?sort=passwordHash")).statusCode).toBe(400);
  });

  it("adds a staff member whose password is hashed with argon2id, who signs in with no page yet", async () => {
    const payload = newAdmin({ email: "Mixed.Case@Example.com", confirmEmail: "mixed.case@example.com", firstName: "Ánh", lastName: "D’Souza-Iyer" });
    const response = await call("POST", "", payload);
    expect(response.statusCode).toBe(200);
    const row = response.json().recordList[0];
    expect(row).toMatchObject({ name: "Ánh D’Souza-Iyer", email: "mixed.case@example.com", roleId: 3, role: "Staff", contactNo: "+919876543210", gender: "Female", receiveEmail: true, receiveNotifications: false, isActive: true });
    expect(response.body).not.toMatch(/password|\$argon2/i);
    const [stored] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, row.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.middleName).toBeNull();
    const signedIn = await signIn(app, { email: "mixed.case@example.com", password: "Welcome-Harbour-58" });
    expect(signedIn).toMatchObject({ roleId: 3, pagePermissions: [] });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "users.create"), eq(auditLog.target, `users:${row.id}`)));
    expect(entry).toMatchObject({ page: "Admin Users", before: null });
    expect(entry.after).toMatchObject({ email: "mixed.case@example.com", role: "Staff" });
    expect(JSON.stringify(entry)).not.toMatch(/password|\$argon2|Welcome-Harbour-58/i);
  });

  it("takes names in any script, with spaces, hyphens and apostrophes", async () => {
    for (const [firstName, middleName, lastName] of [["अनन्या", "", "शर्मा"], ["Mary Ann", "O'Neil", "Smith-Jones"], ["Zoë", "Þór", "Nguyễn"]]) {
      expect(await add({ firstName, middleName, lastName })).toMatchObject({ firstName, lastName });
    }
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["a first name with digits", { firstName: "K4vya" }, "firstName", "First name may contain only letters, spaces, hyphens and apostrophes"],
    ["a first name with a symbol", { firstName: "Kavya!" }, "firstName", "First name may contain only letters, spaces, hyphens and apostrophes"],
    ["a first name starting with a hyphen", { firstName: "-Kavya" }, "firstName", "First name may contain only letters, spaces, hyphens and apostrophes"],
    ["no first name", { firstName: "  " }, "firstName", "First name is required"],
    ["a first name too long", { firstName: "K".repeat(61) }, "firstName", "First name must be at most 60 characters"],
    ["a middle name with digits", { middleName: "R2" }, "middleName", "Middle name may contain only letters, spaces, hyphens and apostrophes"],
    ["a last name with an at sign", { lastName: "N@ir" }, "lastName", "Last name may contain only letters, spaces, hyphens and apostrophes"],
    ["no last name", { lastName: undefined }, "lastName", "Last name is required"],
    ["an email without a domain", { email: "kavya@", confirmEmail: "kavya@" }, "email", MESSAGES.invalidEmail],
    ["an email with spaces inside", { email: "ka vya@example.com", confirmEmail: "ka vya@example.com" }, "email", MESSAGES.invalidEmail],
    ["no email", { email: "", confirmEmail: "" }, "email", "Email is required"],
    ["a confirmation that differs", { confirmEmail: "someone.else@example.com" }, "confirmEmail", MESSAGES.emailMismatch],
    ["no confirmation", { confirmEmail: "" }, "confirmEmail", "Confirm email is required"],
    ["a short password", { password: "Ab1", confirmPassword: "Ab1" }, "password", MESSAGES.passwordRule],
    ["a password of one kind", { password: "lowercaseonly", confirmPassword: "lowercaseonly" }, "password", MESSAGES.passwordRule],
    ["no password", { password: "", confirmPassword: "" }, "password", MESSAGES.passwordRequired],
    ["a common password", { password: "Password1", confirmPassword: "Password1" }, "password", MESSAGES.passwordGuessable("it is one of the most common passwords")],
    ["a common password with small changes", { password: "Admin@12345", confirmPassword: "Admin@12345" }, "password", MESSAGES.passwordGuessable("it is a common password with small changes")],
    ["a password too long", { password: `Aa1${"x".repeat(200)}`, confirmPassword: `Aa1${"x".repeat(200)}` }, "password", "Password must be at most 128 characters"],
    ["no password confirmation", { confirmPassword: "" }, "confirmPassword", MESSAGES.confirmPasswordRequired],
    ["a password confirmation that differs", { confirmPassword: "Welcome-Harbour-59" }, "confirmPassword", MESSAGES.passwordMismatch],
    ["a contact number too short", { contactNo: "12345" }, "contactNo", CONTACT_MESSAGE],
    ["an Indian number starting with 5", { contactNo: "5876543210" }, "contactNo", CONTACT_MESSAGE],
    ["an international number starting with 0", { contactNo: "+0919876543210" }, "contactNo", CONTACT_MESSAGE],
    ["a number with spaces", { contactNo: "98765 43210" }, "contactNo", CONTACT_MESSAGE],
    ["a number with letters", { contactNo: "98765abcde" }, "contactNo", CONTACT_MESSAGE],
    ["a gender not offered", { gender: "Unknown" }, "gender", "Choose a gender"],
    ["no gender", { gender: undefined }, "gender", "Choose a gender"],
    ["a switch that is not yes or no", { receiveEmail: "yes" }, "receiveEmail", "Receive email must be yes or no"],
    ["a role when adding", { role: "Administrator" }, "role", "Role can be set only when editing"],
    ["a picture that is no upload", { image: "not-an-upload" }, "image", "Upload picture"],
    ["a picture never uploaded", { image: "6f1c2a5e-0000-4000-8000-000000000000" }, "image", "Upload picture"],
  ];

  it.each(refusals)("refuses %s with 400 and its words, and adds no one", async (_name, extra, field, message) => {
    const before = await admins();
    const response = await call("POST", "", newAdmin(extra));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message, errors: { [field]: message } });
    expect(await admins()).toBe(before);
  });

  it("takes a 10-digit Indian number and an E.164 number, and leaves the number out when it is cleared", async () => {
    expect(await add({ contactNo: "9876543210" })).toMatchObject({ contactNo: "9876543210" });
    expect(await add({ contactNo: "+14155552671" })).toMatchObject({ contactNo: "+14155552671" });
    expect(await add({ contactNo: "" })).toMatchObject({ contactNo: null });
  });

  it("refuses an address another administrator uses, whatever its case, and frees a deleted one's", async () => {
    const before = await admins();
    const taken = await call("POST", "", newAdmin({ email: "STAFF@example.com", confirmEmail: "staff@example.com" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.emailTaken, errors: { email: MESSAGES.emailTaken } });
    expect(await admins()).toBe(before);

    const leaving = await add({ email: "leaving@example.com", confirmEmail: "leaving@example.com" });
    expect((await call("DELETE", `/${leaving.id}`)).statusCode).toBe(200);
    const again = await add({ email: "Leaving@example.com", confirmEmail: "leaving@example.com", firstName: "Second" });
    expect(again.id).not.toBe(leaving.id);
    expect((await call("GET", `/${leaving.id}`)).statusCode).toBe(404);
    expect((await call("GET", "?search=leaving@")).json().recordList.map((row: { id: number }) => row.id)).toEqual([again.id]);
  });

  it("edits without a password, and refuses one sent anyway", async () => {
    const row = await add();
    const edit = editOf(newAdmin({ firstName: "Renamed", gender: "Other", contactNo: "" }));
    const saved = await call("PUT", `/${row.id}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().recordList[0]).toMatchObject({ name: "Renamed Nair", gender: "Other", contactNo: null, email: edit.email });

    const [hash] = await t.db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, row.id as number));
    for (const extra of [{ password: "Another123" }, { confirmPassword: "Another123" }]) {
      const refused = await call("PUT", `/${row.id}`, { ...edit, ...extra });
      expect(refused.statusCode).toBe(400);
      const key = Object.keys(extra)[0];
      expect(refused.json().errors[key]).toBe(`${key === "password" ? "Password" : "Confirm password"} can be set only when adding`);
    }
    const [after] = await t.db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, row.id as number));
    expect(after.hash).toBe(hash.hash);
  });

  it("checks an edit as it checks an add: names, confirmation, address taken, role values", async () => {
    const row = await add();
    const edit = editOf(newAdmin());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lastName: "N4ir" }, 400, "Last name may contain only letters, spaces, hyphens and apostrophes"],
      [{ confirmEmail: "other@example.com" }, 400, MESSAGES.emailMismatch],
      [{ email: ACCOUNTS.content.email, confirmEmail: ACCOUNTS.content.email }, 409, MESSAGES.emailTaken],
      [{ role: "Owner" }, 400, "Choose a role"],
      [{ role: 1 }, 400, "Choose a role"],
      [{ contactNo: "+91 98765 43210" }, 400, CONTACT_MESSAGE],
    ];
    for (const [extra, status, message] of cases) {
      const response = await call("PUT", `/${row.id}`, { ...edit, ...extra });
      expect({ extra, status: response.statusCode, message: response.json().message }).toEqual({ extra, status, message });
    }
    expect((await call("GET", `/${row.id}`)).json().recordList[0]).toMatchObject({ email: row.email, lastName: "Nair" });
  });

  it("answers 404 for ids that are no row, and for an id no administrator has", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      for (const [method, url, payload] of [["GET", `/${id}`], ["PUT", `/${id}`, editOf(newAdmin())], ["PUT", `/${id}/active`, { isActive: false }], ["DELETE", `/${id}`], ["GET", `/${id}/permissions`]] as const) {
        const response = await call(method, url, payload);
        expect({ method, url, status: response.statusCode, message: response.json().message }).toEqual({ method, url, status: 404, message: "Not found." });
      }
    }
    for (const [method, url, payload] of [["GET", "/999999"], ["PUT", "/999999", editOf(newAdmin())], ["PUT", "/999999/active", { isActive: false }], ["DELETE", "/999999"], ["GET", "/999999/permissions"]] as const) {
      const response = await call(method, url, payload);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({ url, status: 404, message: "Administrator not found." });
    }
    expect((await call("PUT", "/3/active", { isActive: "no" })).statusCode).toBe(400);
  });

  it("keeps a picture uploaded here, replaces it, and leaves an administrator's own profile picture alone on an edit", async () => {
    const upload = async () => {
      const uploaded = await app.inject({ method: "POST", url: "/api/admin/users/image", headers: { ...bearer(token), "content-type": "image/png" }, payload: PNG });
      expect(uploaded.statusCode).toBe(200);
      return uploaded.json().recordList[0].id as string;
    };
    const first = await upload();
    const row = await add({ image: first });
    expect(row.image).toBe(first);
    const second = await upload();
    const replaced = await call("PUT", `/${row.id}`, { ...editOf(newAdmin()), image: second });
    expect(replaced.json().recordList[0].image).toBe(second);
    expect(await t.db.select().from(media).where(eq(media.id, first))).toEqual([]);

    // Their own profile picture (another owner) stays when someone saves their row without touching it.
    const [own] = await t.db.insert(media).values({ contentType: "image/png", bytes: PNG, size: PNG.length, owner: `admin:${row.id}` }).returning({ id: media.id });
    await t.db.update(adminUsers).set({ image: own.id }).where(eq(adminUsers.id, row.id as number));
    const unchanged = await call("PUT", `/${row.id}`, { ...editOf(newAdmin()), image: own.id });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().recordList[0].image).toBe(own.id);
    // Another administrator's own picture cannot be borrowed.
    const [theirs] = await t.db.insert(media).values({ contentType: "image/png", bytes: PNG, size: PNG.length, owner: "admin:1" }).returning({ id: media.id });
    const borrowed = await call("PUT", `/${row.id}`, { ...editOf(newAdmin()), image: theirs.id });
    expect(borrowed.json()).toMatchObject({ status: 400, errors: { image: "Upload picture" } });
    const cleared = await call("PUT", `/${row.id}`, { ...editOf(newAdmin()), image: null });
    expect(cleared.json().recordList[0].image).toBeNull();
    expect(await t.db.select().from(media).where(eq(media.id, own.id))).toEqual([]);
  });

  it("does not list deleted administrators", async () => {
    const row = await add();
    expect((await call("DELETE", `/${row.id}`)).statusCode).toBe(200);
    const listed = (await call("GET", "?pageSize=100")).json().recordList.map((r: { id: number }) => r.id);
    expect(listed).not.toContain(row.id);
    const [stored] = await t.db.select().from(adminUsers).where(and(eq(adminUsers.id, row.id as number), isNull(adminUsers.deletedAt)));
    expect(stored).toBeUndefined();
  });
});
