import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../playwright.config";
import { ACCOUNTS, forgeSession, openSession, signIn } from "./support";

/**
 * `npm start` prints http://localhost:<port>; people type http://127.0.0.1:<port> too. Without
 * PUBLIC_URL (the journeys' console runs so) both are the console alike (lib/request-origin.ts), and
 * every redirect keeps the browser on the name it used (lib/server/redirect.ts), where its cookie is.
 */
const NUMERIC = `http://127.0.0.1:${E2E.port}`;

// The browser's own Origin: the journeys' default one names localhost.
test.use({ baseURL: NUMERIC, extraHTTPHeaders: {} });

/** The browser's session cookie on 127.0.0.1 with a SessionToken the api no longer takes: as after 15 minutes. */
async function expireSessionToken(page: Page) {
  const session = (await openSession(page.context()))!;
  expect(session.refreshToken).toBeTruthy();
  await forgeSession(page, { ...session, sessionToken: `${session.sessionToken}x` }, { stay: true, at: NUMERIC });
}

test("signing in at http://127.0.0.1:<port> works as at localhost, and the browser stays on that name", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(`${NUMERIC}/admin/dashboard`);
  await page.goto("/admin/religion");
  await expect(page.getByText("Muslim", { exact: true })).toBeVisible();
  // A change from this name is the console's own too.
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${NUMERIC}/`);
});

test("the refresh of an expired SessionToken on 127.0.0.1 brings the page back on 127.0.0.1, signed in", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(`${NUMERIC}/admin/dashboard`);
  await expireSessionToken(page);
  // The page's api read is refused, the refresh route renews the token and sends the browser back.
  await page.goto("/admin/religion?search=Muslim");
  await expect(page).toHaveURL(`${NUMERIC}/admin/religion?search=Muslim`);
  await expect(page.getByText("Muslim", { exact: true })).toBeVisible();
  // The session routes and the gate answer with paths, never another host.
  for (const path of ["/api/session/refresh?from=/admin/community", "/api/session/expire?from=/admin/community", "/admin"]) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect({ path, status: answer.status() }).toEqual({ path, status: path === "/admin" ? 307 : 303 });
    expect(answer.headers().location, path).toMatch(/^\/[^/\\]/);
  }
  await page.goto("/api/session/refresh?from=/admin/community");
  await expect(page).toHaveURL(`${NUMERIC}/admin/community`);
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
});
