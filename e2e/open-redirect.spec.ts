import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../playwright.config";
import { ACCOUNTS, signIn } from "./support";

/**
 * A return path (`from`) never leads a signed-in browser off the console (lib/return-path.ts,
 * docs/security-headers.md §2), whether typed, or followed from a link on another site.
 */
const CONSOLE = `http://localhost:${E2E.port}`;
const EVIL = "http://evil.example";

/** Another site, served by the test: a browser that reached it shows its page, and the test sees the visit. */
async function serveEvilSite(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.route(`${EVIL}/**`, async (route) => {
    visits.push(route.request().url());
    const links = ["/\\evil.example/landed", "//evil.example/landed", "/%5Cevil.example/landed", "/%09/evil.example/landed"]
      .map((from, index) => `<a id="l${index}" href="${CONSOLE}/api/session/expire?from=${encodeURIComponent(from)}">go</a>`)
      .join("");
    await route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Evil</title>${links}` });
  });
  return visits;
}

test("a signed-in administrator sent through the session routes with a foreign return path stays on the console", async ({ page }) => {
  test.setTimeout(90_000);
  const visits = await serveEvilSite(page);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const spellings = ["/\\evil.example", "/\\evil.example/admin", "//evil.example", "\\\\evil.example", "/%5Cevil.example", "/\t/evil.example", "/\n/evil.example", "/.//evil.example/admin", "%2F%5Cevil.example"];
  for (const route of ["/api/session/expire", "/api/session/refresh"]) {
    for (const from of spellings) {
      // The value as a link would carry it, encoded once, and as one typed raw into the address bar.
      for (const query of [encodeURIComponent(from), from.replace(/\t/g, "%09").replace(/\n/g, "%0A")]) {
        const answer = await page.request.get(`${route}?from=${query}`, { maxRedirects: 0 });
        const location = answer.headers().location ?? "";
        // A path of this console: one slash, then neither a slash nor a backslash.
        expect({ route, query, location }).toEqual({ route, query, location: expect.stringMatching(/^\/(?![/\\])/) });
        expect(new URL(location, CONSOLE).origin).toBe(CONSOLE);
      }
      // And the browser, which reads `\` as `/`, follows the whole chain to a page of the console.
      if (from.includes("\\") || from.startsWith("//")) {
        await page.goto(`${route}?from=${encodeURIComponent(from)}`);
        expect({ route, from, at: new URL(page.url()).origin }).toEqual({ route, from, at: CONSOLE });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    }
  }
  // Still signed in, and the return path still works for the console's own pages.
  await page.goto(`/api/session/expire?from=${encodeURIComponent("/admin/religion?search=Hindu")}`);
  await expect(page).toHaveURL(`${CONSOLE}/admin/religion?search=Hindu`);
  expect(visits).toEqual([]);
});

test("a link on another site to the session routes cannot send the administrator back there", async ({ page }) => {
  const visits = await serveEvilSite(page);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (let index = 0; index < 4; index += 1) {
    await page.goto(`${EVIL}/start`);
    await page.locator(`#l${index}`).click();
    await expect(page).toHaveURL(new RegExp(`^${CONSOLE}/admin/`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Only the four starting pages were asked of the other site: nothing came back to it.
  expect(visits).toEqual(Array(4).fill(`${EVIL}/start`));
});
