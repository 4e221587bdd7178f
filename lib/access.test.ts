import { CONSOLE_FLAG_DEFAULTS, type ConsoleFlags } from "./console-flags";
import { apiAccessFor, canOpen, decideAccess, homeFor, landingFor, may, mayChangeEmailOf, menuFor, mayCall, NO_PERMISSION_PATH, registerDeclarations, rightBeyond, rightsOn, type Grant } from "./access";
import { actionRights, mayRun } from "./engine/define";
import { ADMIN_PAGES, GRANTABLE_TITLES, MENU_GROUPS, pageByTitle, pagePath } from "./pages";
// The options rule reads the declarations, which hand themselves over when loaded.
import { RESOURCES } from "./resources/index";

const admin: Grant = { roleId: 1, pagePermissions: [] };
const staffWith = (...titles: string[]): Grant => ({ roleId: 3, pagePermissions: titles.map((title) => ({ title })) });
const staffWithNone = staffWith();
const SIGN_IN_AND_CLEAR = { action: "redirect", to: "/", clearSession: true };
const ALLOW = { action: "allow" };

describe("decideAccess: every page title × every kind of administrator", () => {
  const grantable = ADMIN_PAGES.filter((page) => !page.everyAdmin && !page.fullAdminOnly);

  describe.each(grantable.map((page) => [page.title, page] as const))("%s", (title, page) => {
    const path = pagePath(page);
    const other = grantable.find((p) => p.title !== title)!.title;

    it("roleId 1 may open it", () => {
      expect(canOpen(admin, title)).toBe(true);
      expect(decideAccess(admin, path)).toEqual(ALLOW);
    });
    it("roleId 3 with its title may open it", () => {
      expect(canOpen(staffWith(title), title)).toBe(true);
      expect(decideAccess(staffWith(title), path)).toEqual(ALLOW);
    });
    it("roleId 3 without its title is signed out and sent to /", () => {
      expect(canOpen(staffWith(other), title)).toBe(false);
      expect(decideAccess(staffWith(other), path)).toEqual(SIGN_IN_AND_CLEAR);
    });
    it("roleId 3 with no permissions is signed out and sent to /", () => {
      expect(canOpen(staffWithNone, title)).toBe(false);
      expect(decideAccess(staffWithNone, path)).toEqual(SIGN_IN_AND_CLEAR);
    });
    it.each([2, 7])("roleId %i goes to /nopagepermission, still signed in", (roleId) => {
      const grant = { roleId, pagePermissions: [{ title }] };
      expect(canOpen(grant, title)).toBe(false);
      expect(decideAccess(grant, path)).toEqual({ action: "redirect", to: NO_PERMISSION_PATH, clearSession: false });
    });
    it("no session goes to /", () => {
      expect(decideAccess(undefined, path)).toEqual(SIGN_IN_AND_CLEAR);
    });
  });
});

describe("decideAccess: the paths with rules of their own", () => {
  it("sends /overview to / whoever asks, without signing anyone out", () => {
    for (const grant of [undefined, admin, staffWith("Religion")]) {
      expect(decideAccess(grant, "/overview")).toEqual({ action: "redirect", to: "/", clearSession: false });
    }
  });
  it("sends /admin to the dashboard, or to a restricted member's first page", () => {
    expect(decideAccess(admin, "/admin")).toEqual({ action: "redirect", to: "/admin/dashboard", clearSession: false });
    expect(decideAccess(staffWith("Dashboard", "Religion"), "/admin")).toMatchObject({ to: "/admin/dashboard", clearSession: false });
    expect(decideAccess(staffWith("FAQs", "Religion"), "/admin/")).toMatchObject({ to: "/admin/religion", clearSession: false });
  });
  it("lets every signed-in administrator open its own profile whatever its permissions", () => {
    expect(decideAccess(staffWith("Religion"), "/admin/profile")).toEqual(ALLOW);
    expect(decideAccess(admin, "/admin/profile")).toEqual(ALLOW);
    expect(decideAccess(staffWithNone, "/admin/profile")).toEqual(SIGN_IN_AND_CLEAR);
    expect(decideAccess(undefined, "/admin/profile")).toEqual(SIGN_IN_AND_CLEAR);
  });
  it("judges a sub path by its page: the member view belongs to App Users", () => {
    expect(decideAccess(staffWith("App Users"), "/admin/appuser/view/12")).toEqual(ALLOW);
    expect(decideAccess(staffWith("Religion"), "/admin/appuser/view/12")).toEqual(SIGN_IN_AND_CLEAR);
  });
  it("shows /nopagepermission to a signed-in account and sends others to /", () => {
    expect(decideAccess({ roleId: 7, pagePermissions: [] }, NO_PERMISSION_PATH)).toEqual(ALLOW);
    expect(decideAccess(undefined, NO_PERMISSION_PATH)).toEqual(SIGN_IN_AND_CLEAR);
  });
});

describe("homeFor", () => {
  it("is the dashboard for roleId 1 and the first permitted page for roleId 3", () => {
    expect(homeFor(admin)).toBe("/admin/dashboard");
    expect(homeFor(staffWith("Community", "Religion"))).toBe("/admin/religion");
    expect(homeFor(staffWithNone)).toBe("/");
    expect(homeFor({ roleId: 2, pagePermissions: [] })).toBe(NO_PERMISSION_PATH);
  });

  it("passes over a page the Setting switched off, unless it is the only one", () => {
    const off: ConsoleFlags = { ...CONSOLE_FLAG_DEFAULTS, community: false, subCommunity: false };
    expect(homeFor(staffWith("Community", "Height"))).toBe("/admin/community");
    expect(homeFor(staffWith("Community", "Height"), off)).toBe("/admin/height");
    expect(homeFor(staffWith("Community"), off)).toBe("/admin/community");
  });
});

describe("landingFor (a navigation that may not sign anyone out)", () => {
  it("keeps staff signed in on their home instead of a page they lack", () => {
    expect(landingFor(staffWith("Religion"), "/admin/appuser")).toBe("/admin/religion");
    expect(landingFor(staffWith("Religion"), "/admin/appuser/view/12")).toBe("/admin/religion");
  });
  it("opens an allowed page, and sends the others where the rule does", () => {
    expect(landingFor(staffWith("Religion"), "/admin/religion")).toBe("/admin/religion");
    expect(landingFor(staffWithNone, "/admin/religion")).toBe(NO_PERMISSION_PATH);
    expect(landingFor({ roleId: 2, pagePermissions: [] }, "/admin/religion")).toBe(NO_PERMISSION_PATH);
    expect(landingFor(undefined, "/admin/religion")).toBe("/");
  });
});

describe("menuFor", () => {
  const titlesOf = (grant: Grant) =>
    menuFor(grant).flatMap((entry) => (entry.kind === "page" ? [entry.page.title] : entry.pages.map((p) => p.title)));

  it("gives roleId 1 every menu page in sidebar order, profile excluded", () => {
    expect(titlesOf(admin)).toEqual(ADMIN_PAGES.filter((p) => p.inMenu !== false).map((p) => p.title));
    expect(menuFor(admin).filter((e) => e.kind === "group").map((e) => e.kind === "group" && e.group.label)).toEqual(MENU_GROUPS.map((g) => g.label));
  });
  it("gives roleId 3 only its permitted items, and a group only when a child is permitted", () => {
    const menu = menuFor(staffWith("Dashboard", "App Users", "Religion", "Community", "FAQs"));
    expect(menu.map((e) => (e.kind === "page" ? e.page.title : e.group.label))).toEqual(["Dashboard", "Users", "Master Entry", "FAQs"]);
    expect(titlesOf(staffWith("Dashboard", "App Users", "Religion", "Community", "FAQs"))).toEqual(["Dashboard", "App Users", "Religion", "Community", "FAQs"]);
  });
  it("never shows Weight to roleId 3, even when permitted", () => {
    expect(titlesOf(staffWith("Weight", "Height"))).toEqual(["Height"]);
    expect(titlesOf(admin)).toContain("Weight");
  });
  it("keeps Currency, Payment Gateway and Profile For on their own pages", () => {
    const menu = menuFor(staffWith("Currency", "Payment Gateway", "Profile For"));
    const pages = menu.flatMap((e) => (e.kind === "group" ? e.pages : [e.page]));
    expect(pages.map((p) => pagePath(p))).toEqual(["/admin/currency", "/admin/paymentGateway", "/admin/profile-for"]);
  });
  it("leaves out a page whose part of the product the Setting turned off", () => {
    const titles = (flags: Partial<ConsoleFlags>) =>
      menuFor(admin, { ...CONSOLE_FLAG_DEFAULTS, ...flags }).flatMap((entry) => (entry.kind === "page" ? [entry.page.title] : entry.pages.map((p) => p.title)));
    expect(titles({})).toEqual(expect.arrayContaining(["Religion", "Community", "Sub Community"]));
    expect(titles({ subCommunity: false })).toEqual(expect.arrayContaining(["Religion", "Community"]));
    expect(titles({ subCommunity: false })).not.toContain("Sub Community");
    const off = titles({ community: false, subCommunity: false });
    expect(off).toContain("Religion");
    expect(off.filter((title) => title.includes("Community"))).toEqual([]);
  });
  it("is empty for any other role", () => {
    expect(menuFor({ roleId: 2, pagePermissions: [{ title: "Dashboard" }] })).toEqual([]);
    expect(menuFor({ roleId: 7, pagePermissions: [] })).toEqual([]);
  });
});

describe("rights on a page: Read, Add, Edit, Delete", () => {
  const religionWith = (can?: string): Grant => ({ roleId: 3, pagePermissions: [{ title: "Religion", ...(can === undefined ? {} : { can }) }] });

  it("gives a full administrator every right everywhere", () => {
    for (const title of GRANTABLE_TITLES) expect(rightsOn(admin, title)).toEqual({ read: true, add: true, edit: true, delete: true });
  });
  it("gives staff with a bare grant Read only", () => {
    expect(rightsOn(religionWith(), "Religion")).toEqual({ read: true, add: false, edit: false, delete: false });
    expect(rightsOn(religionWith(""), "Religion")).toEqual({ read: true, add: false, edit: false, delete: false });
  });
  it("reads each letter as its right, and nothing on another page", () => {
    expect(rightsOn(religionWith("e"), "Religion")).toEqual({ read: true, add: false, edit: true, delete: false });
    expect(rightsOn(religionWith("ad"), "Religion")).toEqual({ read: true, add: true, edit: false, delete: true });
    expect(rightsOn(religionWith("aed"), "Community")).toEqual({ read: false, add: false, edit: false, delete: false });
  });
  it("keeps the audit log to full administrators, whatever a grant says", () => {
    expect(pageByTitle("Audit Log")?.fullAdminOnly).toBe(true);
    expect(GRANTABLE_TITLES).not.toContain("Audit Log");
    const staff: Grant = { roleId: 3, pagePermissions: [{ title: "Audit Log", can: "aed" }] };
    expect(canOpen(staff, "Audit Log")).toBe(false);
    expect(decideAccess(staff, "/admin/audit-log")).toEqual(SIGN_IN_AND_CLEAR);
    expect(canOpen(admin, "Audit Log")).toBe(true);
  });
  it("gives no right to other roles", () => {
    expect(may({ roleId: 2, pagePermissions: [{ title: "Religion", can: "aed" }] }, "Religion", "read")).toBe(false);
  });
});

describe("acting on another account: nobody gains a right they do not hold (docs/admin-users.md)", () => {
  const staff = (...grants: [string, string?][]): Grant => ({ roleId: 3, pagePermissions: grants.map(([title, can]) => (can === undefined ? { title } : { title, can })) });
  const manager = staff(["Admin Users", "aed"], ["Religion", "e"], ["Community"]);

  it("lets staff act only on accounts whose every page and right they hold too", () => {
    expect(rightBeyond(manager, staff(["Religion", "e"], ["Community"]))).toBeUndefined();
    expect(rightBeyond(manager, staff())).toBeUndefined();
    expect(rightBeyond(manager, staff(["Community", "e"]))).toEqual({ title: "Community", right: "edit" });
    expect(rightBeyond(manager, staff(["Religion"], ["Coupons"]))).toEqual({ title: "Coupons", right: "read" });
    expect(rightBeyond(manager, staff(["Admin Users", "aed"]))).toBeUndefined();
    expect(rightBeyond(manager, staff(["Religion", "ed"]))).toBeDefined();
  });
  it("keeps a full administrator's account to full administrators, and lets them act on anyone", () => {
    expect(rightBeyond(manager, admin)).toEqual({ fullAdmin: true });
    expect(rightBeyond(admin, admin)).toBeUndefined();
    expect(rightBeyond(admin, staff(["Religion", "aed"]))).toBeUndefined();
  });
  it("counts only rights that open something: a grant of the Audit Log or another role's gives nothing to take", () => {
    expect(rightBeyond(manager, staff(["Audit Log", "aed"]))).toBeUndefined();
    expect(rightBeyond(manager, { roleId: 2, pagePermissions: [{ title: "Coupons", can: "aed" }] })).toBeUndefined();
  });
  it("lets only a full administrator change another account's email; anyone their own", () => {
    expect(mayChangeEmailOf({ id: 5, ...manager }, { id: 9 })).toBe(false);
    expect(mayChangeEmailOf({ id: 5, ...manager }, { id: 5 })).toBe(true);
    expect(mayChangeEmailOf({ id: 1, ...admin }, { id: 9 })).toBe(true);
  });
});

describe("apiAccessFor and mayCall: the api paths", () => {
  it("maps a resource path to its page title and the right its method needs", () => {
    expect(apiAccessFor(["religion"])).toEqual({ page: "Religion", rights: ["read"] });
    expect(apiAccessFor(["religion", "export"], "GET")).toEqual({ page: "Religion", rights: ["read"] });
    expect(apiAccessFor(["religion"], "POST")).toEqual({ page: "Religion", rights: ["add"] });
    expect(apiAccessFor(["religion", "7"], "PUT")).toEqual({ page: "Religion", rights: ["edit"] });
    expect(apiAccessFor(["religion", "7", "active"], "PUT")).toEqual({ page: "Religion", rights: ["edit"] });
    expect(apiAccessFor(["religion", "7"], "DELETE")).toEqual({ page: "Religion", rights: ["delete"] });
    expect(apiAccessFor(["appuser", "7", "verifyDocuments"], "POST")).toEqual({ page: "App Users", rights: ["edit"] });
    expect(apiAccessFor(["appuser", "bulk", "verifyDocuments"], "POST")).toEqual({ page: "App Users", rights: ["edit"] });
    expect(apiAccessFor(["occupation", "image"], "POST")).toEqual({ page: "Occupation", rights: ["add", "edit"], any: true });
    expect(apiAccessFor(["city", "csv", "upload"], "POST")).toEqual({ page: "Region", rights: ["add", "edit"] });
    expect(apiAccessFor(["users", "17"])).toEqual({ page: "Admin Users", rights: ["read"] });
    expect(apiAccessFor(["users", "17", "permissions"], "PUT")).toEqual({ page: "Admin Users", rights: ["edit"] });
  });
  it("lets a call through only with the rights it needs", () => {
    const religion = (can: string): Grant => ({ roleId: 3, pagePermissions: [{ title: "Religion", can }] });
    const call = (grant: Grant, segments: string[], method: string) => mayCall(grant, apiAccessFor(segments, method)!);
    expect(call(religion(""), ["religion"], "GET")).toBe(true);
    expect(call(religion(""), ["religion"], "POST")).toBe(false);
    expect(call(religion(""), ["religion", "7"], "PUT")).toBe(false);
    expect(call(religion(""), ["religion", "7", "active"], "PUT")).toBe(false);
    expect(call(religion(""), ["religion", "7"], "DELETE")).toBe(false);
    expect(call(religion("e"), ["religion", "7"], "PUT")).toBe(true);
    expect(call(religion("e"), ["religion"], "POST")).toBe(false);
    expect(call(religion("a"), ["religion"], "POST")).toBe(true);
    expect(call(religion("d"), ["religion", "7"], "DELETE")).toBe(true);
    const region = (can: string): Grant => ({ roleId: 3, pagePermissions: [{ title: "Region", can }] });
    expect(call(region("a"), ["city", "csv", "upload"], "POST")).toBe(false);
    expect(call(region("ae"), ["city", "csv", "upload"], "POST")).toBe(true);
    const occupation = (can: string): Grant => ({ roleId: 3, pagePermissions: [{ title: "Occupation", can }] });
    expect(call(occupation("e"), ["occupation", "image"], "POST")).toBe(true);
    expect(call(occupation(""), ["occupation", "image"], "POST")).toBe(false);
  });
  it("asks what a resource declares for an action or a route of its own, and Edit of an action that is silent", () => {
    const religion = RESOURCES.find((resource) => resource.key === "religion")!;
    const declared = {
      ...religion,
      actions: [{ key: "merge", label: "Merge", rights: ["delete"] as const }, { key: "feature", label: "Feature" }],
      endpoints: [{ path: "duplicates", method: "GET" as const, rights: ["edit"] as const }, { path: "import", method: "POST" as const, rights: ["add"] as const, maxBytes: 1 }],
    };
    registerDeclarations(RESOURCES.map((resource) => (resource === religion ? declared : resource)));
    try {
      expect(apiAccessFor(["religion", "7", "merge"], "POST")).toEqual({ page: "Religion", rights: ["delete"] });
      expect(apiAccessFor(["religion", "bulk", "merge"], "POST")).toEqual({ page: "Religion", rights: ["delete"] });
      expect(apiAccessFor(["religion", "7", "feature"], "POST")).toEqual({ page: "Religion", rights: ["edit"] });
      expect(apiAccessFor(["religion", "duplicates"], "GET")).toEqual({ page: "Religion", rights: ["edit"] });
      expect(apiAccessFor(["religion", "import"], "POST")).toEqual({ page: "Religion", rights: ["add"] });
      const only = (can: string): Grant => ({ roleId: 3, pagePermissions: [{ title: "Religion", can }] });
      expect(mayCall(only("e"), apiAccessFor(["religion", "7", "merge"], "POST")!)).toBe(false);
      expect(mayCall(only("d"), apiAccessFor(["religion", "7", "merge"], "POST")!)).toBe(true);
      expect(mayRun({ read: true, add: false, edit: true, delete: false }, declared.actions[0])).toBe(false);
      expect(mayRun({ read: true, add: false, edit: true, delete: false }, declared.actions[1])).toBe(true);
    } finally {
      registerDeclarations(RESOURCES);
    }
    // The moderation actions each say theirs.
    const appUser = RESOURCES.find((resource) => resource.key === "appuser")!;
    expect(appUser.actions!.map((action) => [action.key, action.rights])).toEqual(appUser.actions!.map((action) => [action.key, actionRights(action)]));
  });
  it("keeps account actions apart from the Admin Users page", () => {
    expect(apiAccessFor(["users", "login"])).toBe("public");
    expect(apiAccessFor(["users", "forgotPassword"])).toBe("public");
    expect(apiAccessFor(["users", "me"])).toBe("signedIn");
    expect(apiAccessFor(["users", "changePassword"])).toBe("signedIn");
  });
  it("knows no unknown resource, and no resource for the own profile page", () => {
    expect(apiAccessFor(["nothing"])).toBeUndefined();
    expect(apiAccessFor(["profile"])).toBeUndefined();
    expect(apiAccessFor([])).toBeUndefined();
  });
  it("opens a page's saved views to whoever may open the page, with Read alone, on pages that draw a list", () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      expect(apiAccessFor(["saved-views", "appuser"], method)).toEqual({ page: "App Users", rights: ["read"] });
      expect(apiAccessFor(["saved-views", "region", "7"], method)).toEqual({ page: "Region", rights: ["read"] });
    }
    expect(mayCall(staffWith("Religion"), apiAccessFor(["saved-views", "religion", "7"], "DELETE")!)).toBe(true);
    expect(mayCall(staffWith("Religion"), apiAccessFor(["saved-views", "appuser"], "POST")!)).toBe(false);
    // Staff never hold the audit log, so never its views.
    expect(mayCall(staffWith("Audit Log"), apiAccessFor(["saved-views", "audit-log"])!)).toBe(false);
    for (const segments of [["saved-views"], ["saved-views", "dashboard"], ["saved-views", "requestsend"], ["saved-views", "profile"], ["saved-views", "nothing"], ["saved-views", "religion", "7", "more"]]) {
      expect(apiAccessFor(segments)).toBeUndefined();
    }
  });
  it("lets staff with pages use their own account, and nobody else", () => {
    expect(mayCall(staffWith("Religion"), "signedIn")).toBe(true);
    expect(mayCall(staffWithNone, "signedIn")).toBe(false);
    expect(mayCall({ roleId: 7, pagePermissions: [] }, "signedIn")).toBe(false);
    expect(mayCall(staffWith("Religion"), { page: "Weight", rights: ["read"] })).toBe(false);
  });
});

describe("options of a resource's selects", () => {
  const options = (key: string) => apiAccessFor([key, "options"])!;
  it("are read only by staff holding a page whose forms or filters choose from them", () => {
    expect(options("religion")).toEqual({ optionsOf: "religion" });
    expect(mayCall(staffWith("Religion"), options("religion"))).toBe(true);
    expect(mayCall(staffWith("Religion"), options("paymentGateway"))).toBe(false);
    expect(mayCall(staffWith("Religion"), options("community"))).toBe(false);
    // Community's form and filter choose a religion; Sub Community's a community and a religion.
    expect(mayCall(staffWith("Community"), options("religion"))).toBe(true);
    expect(mayCall(staffWith("Sub Community"), options("community"))).toBe(true);
    // Premium Account's form lists facilities and durations.
    expect(mayCall(staffWith("Premium Account"), options("premiumfacility"))).toBe(true);
    expect(mayCall(staffWith("Premium Account"), options("timeduration"))).toBe(true);
    expect(mayCall(staffWithNone, options("religion"))).toBe(false);
  });
  it("are read by a full administrator whatever the resource", () => {
    for (const key of ["religion", "paymentGateway", "premiumfacility"]) expect(mayCall({ roleId: 1, pagePermissions: [] }, options(key))).toBe(true);
  });
  it("are a resource's options only: a row called options of a member tab is not", () => {
    expect(apiAccessFor(["religion", "7", "options"])).toEqual({ page: "Religion", rights: ["read"] });
  });
});
