import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../playwright.config";
import { MESSAGES } from "../lib/messages";
import { SESSION_COOKIE } from "../lib/session-options";
import { ACCOUNTS, deleteReligionsNamed, sessionCookie, signIn } from "./support";

/** The console's browser-facing defences (docs/security-headers.md). */
// No Origin added by the test runner: the browser sends its own, and the refusals are sent without.
test.use({ extraHTTPHeaders: {} });
const CONSOLE = `http://localhost:${E2E.port}`;
const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

/** Every CSP refusal the page reports, and the browser's console lines about CSP or Permissions-Policy. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation|Permissions-Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe("security headers and the origin rule (docs/security-headers.md)", () => {
  test("every page has a CSP with a fresh nonce its scripts carry, a Permissions-Policy and no HSTS over http", async ({ page, request }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const cookie = (await sessionCookie(page.context()))!;
    const nonces = new Set<string>();
    // The sign-in pages without a session (with one, / sends the administrator on), the admin pages with it.
    for (const path of ["/", "/", "/forgotpassword", "/admin/dashboard", "/admin/religion"]) {
      const headers = path.startsWith("/admin") ? { cookie: `${SESSION_COOKIE}=${cookie.value}` } : undefined;
      const answer = await request.get(path, { headers, maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      const csp = answer.headers()["content-security-policy"];
      for (const directive of ["'strict-dynamic'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp, path).toContain(directive);
      const nonce = nonceOf(csp)!;
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce);
      const html = await answer.text();
      expect(html, path).toContain(`nonce="${nonce}"`);
      expect(answer.headers()["permissions-policy"], path).toContain("camera=()");
      expect(answer.headers()["strict-transport-security"], path).toBeUndefined();
      expect(answer.headers()["x-frame-options"], path).toBe("DENY");
      if (path.startsWith("/admin")) {
        expect(answer.headers()["cache-control"], path).toContain("no-store");
        // Emotion's styles carry the nonce too.
        expect(html, path).toContain(`<style nonce="${nonce}" data-emotion=`);
      }
    }
    expect(nonces.size).toBe(5);
  });

  test("no CSP violation while signing in, opening lists, dialogs, a save with its toast and a rich text editor", async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // A page reached inside the browser: rendered for a later request, styled with this document's nonce.
    await page.getByTestId("sidebar").locator('a[href="/admin/appuser"]').click();
    await expect(page.getByRole("heading", { level: 1, name: "App Users" })).toBeVisible();
    await page.goto("/admin/religion");
    await expect(page.getByRole("heading", { level: 1, name: "Religion" })).toBeVisible();
    await expect(page.locator('[role="grid"] > tbody > tr').first()).toBeVisible();
    await page.getByRole("button", { name: "Add religion", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add religion" });
    await expect(dialog).toBeVisible();
    // MUI's styles applied (Emotion's tags let in by the nonce): the dialog's paper is a column, not a bare div.
    await expect(dialog).toHaveCSS("flex-direction", "column");
    // A save and its toast (notistack writes its own styles).
    const religion = `CSP ${Date.now()}`;
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(religion);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("#notistack-snackbar")).toBeVisible();
    await deleteReligionsNamed(page, religion);
    // The rich text editor (TipTap writes its own styles) in a dialog with date pickers.
    await page.goto("/admin/coupon");
    await page.getByRole("button", { name: "Add coupon", exact: true }).click();
    const coupon = page.getByRole("dialog", { name: "Add coupon" });
    const terms = coupon.getByRole("textbox", { name: "Terms and Conditions", exact: true });
    // The editor loads on the field's first click.
    await terms.click();
    await expect(coupon.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await coupon.getByRole("button", { name: "Cancel" }).click();
    await expect(coupon).toBeHidden();
    // A full load of a signed-in page, then the user menu.
    await page.goto("/admin/religion");
    await expect(page.getByRole("heading", { level: 1, name: "Religion" })).toBeVisible();
    await page.getByRole("button", { name: "Profile menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(violations).toEqual([]);
  });

  test("a state-changing request without the console's Origin is refused 403; the console's own pass", async ({ request }) => {
    const body = { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password };
    const refused: Record<string, string>[] = [
      {},
      { origin: "http://evil.example" },
      { origin: "http://evil.example", "x-forwarded-host": "evil.example", host: "evil.example" },
      { origin: CONSOLE, "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of refused) {
      for (const [method, url] of [["POST", "/api/session"], ["POST", "/api/admin/users/forgotPassword"], ["DELETE", "/api/session"], ["POST", "/api/admin/religion"]] as const) {
        const answer = await request.fetch(url, { method, data: body, headers });
        expect({ url, headers, status: answer.status() }).toEqual({ url, headers, status: 403 });
        expect(await answer.json()).toMatchObject({ message: MESSAGES.openConsoleAt(CONSOLE) });
        expect(answer.headers()["cache-control"]).toBe("no-store");
      }
    }
    const accepted = await request.post("/api/session", { data: body, headers: { origin: CONSOLE, "sec-fetch-site": "same-origin" } });
    expect(accepted.status()).toBe(200);
    expect(accepted.headers()["cache-control"]).toBe("no-store");
    // The session's redirects, which may carry a new sealed cookie, are not kept either.
    for (const path of ["/api/session/refresh?from=/admin", "/api/session/expire?from=/admin"]) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()["cache-control"], path).toBe("no-store");
    }
  });

  test("a link on another site, or a typed address, to a page a staff member lacks does not sign them out", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.route("http://elsewhere.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<a href="${CONSOLE}/admin/weight">weight</a> <a href="${CONSOLE}/api/session/expire?from=/admin/weight">expire</a> <a href="${CONSOLE}/admin/appuser/view/1">member</a>`,
      }),
    );
    for (const link of ["weight", "expire"]) {
      await page.goto("http://elsewhere.test/");
      await page.getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      expect(await sessionCookie(page.context()), link).toBeDefined();
    }
    await page.goto("/admin/weight");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/religion");
    await expect(page.getByRole("heading", { level: 1, name: "Religion" })).toBeVisible();
    expect(await sessionCookie(page.context())).toBeDefined();
  });

  test("a cookie kept from before sign-out renders nothing of the shell and goes to /", async ({ page, playwright }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const old = (await sessionCookie(page.context()))!;
    const client = await playwright.request.newContext({ baseURL: CONSOLE, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${old.value}` } });
    // Signed in, the shell has the administrator's name, address and menu.
    const before = await (await client.get("/admin/religion")).text();
    expect(before).toContain(ACCOUNTS.admin.email);
    expect(before).toContain('data-testid="sidebar"');

    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ["/admin/religion", "/admin/dashboard", "/admin/profile", "/admin/no-such-page"]) {
      const first = await client.get(path, { maxRedirects: 0 });
      expect(first.status(), path).toBeGreaterThanOrEqual(300);
      expect(first.status(), path).toBeLessThan(400);
      const followed = await client.get(path);
      expect(new URL(followed.url()).pathname, path).toBe("/");
      for (const answer of [first, followed]) {
        const html = await answer.text();
        for (const leak of [ACCOUNTS.admin.email, ACCOUNTS.admin.name, "Asha", 'data-testid="sidebar"', "Profile menu"]) expect(html, `${path}: ${leak}`).not.toContain(leak);
      }
    }
    await client.dispose();
  });
});
