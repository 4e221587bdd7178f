import { expect, test } from "@playwright/test";
import { pageOwning } from "../lib/pages";
import { pageSetFilters } from "../lib/engine/list-query";
import { RESOURCES } from "../lib/resources/index";
import { REGION_CSV_PATHS } from "../lib/resources/region-csv";
import { ACCOUNTS, credentials, expectSignedOut, forgeSession, navigateFromSite, openSession, sessionCookie, signIn, STAFF_TITLES } from "./support";

const FORGED_SUBREQUEST = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

test.describe("the gate (docs/product-rules.md §4, §6)", () => {
  test("no session: every admin page goes to /", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/religion", "/admin/profile", "/admin/appuser/view/3"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("/overview goes to /", async ({ page }) => {
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/$/);
  });

  test("/admin goes to the dashboard", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("roleId 1 opens every page, Weight included", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/weight");
    await expect(page.getByRole("heading", { level: 1, name: "Weight" })).toBeVisible();
  });

  test("roleId 3 opens a permitted page and its own profile, and stays signed in", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/religion");
    await expect(page.getByRole("heading", { level: 1, name: "Religion" })).toBeVisible();
    await page.goto("/admin/profile");
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(await sessionCookie(page.context())).toBeDefined();
  });

  test("roleId 3 opening a page it lacks from the console's own pages is signed out and sent to /", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await navigateFromSite(page, "/admin/weight");
    await expectSignedOut(page);
    await page.goto("/admin/dashboard");
    await expectSignedOut(page);
  });

  test("roleId 3 with no page permissions is signed out and sent to /", async ({ page }) => {
    await forgeSession(page, { sessionToken: "x", refreshToken: "y", credentials: credentials(3, []) });
    await navigateFromSite(page, "/admin/profile");
    await expectSignedOut(page);
  });

  for (const roleId of [2, 7]) {
    test(`roleId ${roleId} goes to /nopagepermission, which offers Sign out`, async ({ page }) => {
      await forgeSession(page, { sessionToken: "x", refreshToken: "y", credentials: credentials(roleId, ["Dashboard"]) });
      await page.goto("/admin/dashboard");
      await expect(page).toHaveURL(/\/nopagepermission$/);
      await expect(page.getByText("This account has no access to the admin console.")).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expectSignedOut(page);
    });
  }

  test("a forged x-middleware-subrequest header without a cookie opens no page and no route handler", async ({ request }) => {
    for (const path of ["/admin/dashboard", "/admin/religion", "/admin/profile"]) {
      const answer = await request.get(path, { headers: FORGED_SUBREQUEST, maxRedirects: 0 });
      expect(answer.status(), path).toBeGreaterThanOrEqual(300);
      expect(answer.status(), path).toBeLessThan(400);
      expect(answer.headers().location ?? "", path).toMatch(/^(http:\/\/[^/]+)?\/$/);
    }
    for (const [method, path] of [["GET", "/api/admin/users/me"], ["GET", "/api/admin/religion"], ["POST", "/api/admin/users/changePassword"]] as const) {
      const answer = await request.fetch(path, { method, headers: FORGED_SUBREQUEST, data: method === "POST" ? {} : undefined });
      expect(answer.status(), path).toBe(401);
    }
  });

  test("route handlers check the page permission themselves", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await page.request.get("/api/admin/weight")).status()).toBe(403);
    expect((await page.request.get("/api/admin/users/me")).status()).toBe(200);
    expect((await page.request.post("/api/admin/users/login", { data: ACCOUNTS.staff })).status()).toBe(404);
  });

  test("every route handler of every resource and action answers a staff member by the owning page's permission", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const resource of RESOURCES) {
      const permitted = STAFF_TITLES.includes(pageOwning(resource.key)!.title);
      const expected = (status: number) => (permitted ? status : 403);
      // A member view's list is of one member, its id set by the page: any id will do here.
      const scope = pageSetFilters(resource).map((field) => `&${field}=1`).join("");
      const list = await page.request.get(`/api/admin/${resource.key}?pageSize=1${scope}`);
      expect(list.status(), resource.key).toBe(expected(200));
      expect((await page.request.get(`/api/admin/${resource.key}/export?${scope.slice(1)}`)).status(), `${resource.key} export`).toBe(expected(200));
      expect((await page.request.post(`/api/admin/${resource.key}`, { data: {} })).status(), `${resource.key} add`).toBe(resource.readOnly ? expected(404) : expected(400));
      // Row routes on a row that is not there: past the permission, the api says 404 or 400, never more.
      const id = 2_000_000_000;
      const writes = [
        page.request.put(`/api/admin/${resource.key}/${id}`, { data: {} }),
        page.request.put(`/api/admin/${resource.key}/${id}/active`, { data: { isActive: false } }),
        page.request.delete(`/api/admin/${resource.key}/${id}`),
        ...(resource.actions ?? []).map((action) => page.request.post(`/api/admin/${resource.key}/${id}/${action.key}`, { data: {} })),
      ];
      for (const answer of await Promise.all(writes)) {
        const status = answer.status();
        if (permitted) expect([400, 404], `${resource.key} ${answer.url()}`).toContain(status);
        else expect(status, `${resource.key} ${answer.url()}`).toBe(403);
      }
    }
    // Routes a page adds of its own (Region's CSV) answer by the owning page too.
    expect(STAFF_TITLES).not.toContain(pageOwning("city")!.title);
    for (const path of [REGION_CSV_PATHS.sample, REGION_CSV_PATHS.download]) expect((await page.request.get(`/api/admin/${path}`)).status(), path).toBe(403);
    const upload = await page.request.post(`/api/admin/${REGION_CSV_PATHS.upload}`, { data: "countryName\n", headers: { "content-type": "text/csv" } });
    expect(upload.status()).toBe(403);
  });

  test("an expired SessionToken is refreshed once, transparently", async ({ page, context }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const session = (await openSession(context))!;
    await forgeSession(page, { ...session, sessionToken: "expired.or.garbage" });
    const answer = await page.request.get("/api/admin/users/me");
    expect(answer.status()).toBe(200);
    const renewed = (await openSession(context))!;
    expect(renewed.sessionToken).not.toBe("expired.or.garbage");
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
  });
});
