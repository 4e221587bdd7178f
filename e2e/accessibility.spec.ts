/**
 * axe over every page and every dialog, in the light and the dark theme (docs/accessibility.md): no
 * violation of impact serious or critical under WCAG 2.1 A and AA. Looks only: no dialog is saved,
 * every one is closed with Escape, so the shared journey database is left as it was.
 *
 * Each page is opened once and checked in both themes, switched with the header's own button. Only
 * the colour rules depend on the theme, so the dark pass runs those alone. The header and the sidebar
 * are the same on every page: they are checked on the first page, and the pages after it by `main`.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_PAGES, pagePath } from "../lib/pages";
import { MESSAGES } from "../lib/messages";
import { THEME_COOKIE, THEME_NAMES, type ThemeName } from "../components/theme/palette";
import { E2E } from "../playwright.config";
import { ACCOUNTS, drawnInBrowser, resetLinkIn, signIn, waitForMail } from "./support";

type Theme = "light" | "dark";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The serious and critical violations in `scope` (the whole page when absent), readable in a failure. */
async function problems(page: Page, theme: Theme, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  builder = theme === "light" ? builder.withTags(TAGS) : builder.withRules(COLOUR_RULES);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).join("\n    ")}`);
}

async function expectClean(page: Page, theme: Theme, where: string, scope?: string) {
  expect.soft(await problems(page, theme, scope), `axe on ${where} (${theme})`).toEqual([]);
}

const main = (page: Page) => page.getByRole("main");

/**
 * No CSS transitions or animations: axe reads the colours an element has, and one caught mid-way
 * through a theme switch or a hover fade has neither theme's. Also spares the dialogs' fades.
 */
const STILL = "*, *::before, *::after { transition: none !important; animation: none !important; }";
async function still(page: Page) {
  await page.addInitScript((css) => {
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      // The page's CSP lets in only styles with its nonce (docs/security-headers.md): without it this
      // style is refused and axe may read a button halfway through its fade.
      style.nonce = document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? "";
      style.textContent = css;
      document.head.append(style);
    });
  }, STILL);
}

test.beforeEach(async ({ page }) => still(page));

/** Drawn: the view's code arrived and took the server's HTML over, its list answered, nothing in the page is still loading. */
async function settled(page: Page) {
  await drawnInBrowser(page);
  await expect(main(page).getByRole("progressbar")).toHaveCount(0, { timeout: 15_000 });
}

/** Switches the theme with the header's button (no reload: the page stays as it is). */
async function useTheme(page: Page, theme: Theme) {
  const button = page.getByRole("button", { name: theme === "dark" ? "Use the dark theme" : "Use the light theme" });
  if (await button.count()) await button.click();
  await expect(page.getByRole("button", { name: theme === "dark" ? "Use the light theme" : "Use the dark theme" })).toBeVisible();
}

/** Opens a dialog with `trigger`, checks it, closes it with Escape. */
async function checkDialog(page: Page, trigger: Locator, theme: Theme, where: string) {
  await trigger.click();
  const dialog = page.getByRole("dialog").last();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("progressbar")).toHaveCount(0);
  await expectClean(page, theme, where, "[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** A live reset link, from a real mail. */
async function resetLink(page: Page, email: string): Promise<string> {
  const since = Date.now();
  const answer = await page.request.post("/api/admin/users/forgotPassword", { data: { email } });
  expect(answer.status()).toBe(200);
  return resetLinkIn(await waitForMail(email, since));
}

const themeCookie = (theme: ThemeName) => ({ name: THEME_COOKIE, value: theme, url: `http://localhost:${E2E.port}` });

test("the pages used without signing in, in both themes", async ({ page, context }) => {
  const link = await resetLink(page, ACCOUNTS.content.email);
  for (const [index, themeName] of THEME_NAMES.entries()) {
    const theme: Theme = index === 0 ? "light" : "dark";
    await context.addCookies([themeCookie(themeName)]);
    for (const path of ["/", "/forgotpassword", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", themeName);
      await expectClean(page, theme, path);
    }
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expectClean(page, theme, "sign-in with its errors");
    await page.goto(link);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    await expectClean(page, theme, "reset password with a live link");
  }
});

/** One admin page in both themes: the page, its add and edit dialogs, and the confirmations when asked. */
async function checkAdminPage(page: Page, path: string, { shell, confirmations }: { shell: boolean; confirmations: boolean }): Promise<boolean> {
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const add = main(page).getByRole("button", { name: /^Add /, disabled: false }).first();
  const edit = main(page).getByRole("button", { name: /^Edit /, disabled: false }).first();
  const toggle = main(page).getByRole("switch", { disabled: false }).first();
  const remove = main(page).getByRole("button", { name: /^Delete /, disabled: false }).first();
  const withConfirmations = confirmations && (await toggle.count()) > 0 && (await remove.count()) > 0;
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await expectClean(page, theme, path, shell ? undefined : "main");
    if (await add.count()) await checkDialog(page, add, theme, `${path}: add`);
    if (await edit.count()) await checkDialog(page, edit, theme, `${path}: edit`);
    if (withConfirmations) {
      await checkDialog(page, toggle, theme, `${path}: switch confirmation`);
      await checkDialog(page, remove, theme, `${path}: delete confirmation`);
    }
  }
  return withConfirmations;
}

test("every admin page with its add and edit dialogs and the confirmations, in both themes", async ({ page, context, browser }) => {
  // About 4 minutes on a 2-core machine: 45 pages and their dialogs, twice.
  test.setTimeout(600_000);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The header and the sidebar once, with the first page; the confirmations (one component) on Religion.
  const [first, ...rest] = ADMIN_PAGES.map(pagePath);
  await checkAdminPage(page, first, { shell: true, confirmations: false });
  expect(await checkAdminPage(page, pagePath({ slug: "religion" }), { shell: false, confirmations: true })).toBe(true);
  // Two tabs at once: axe keeps one core busy, and the machine has two. Each has its own cookies, so
  // one's theme switch never changes the theme the other's next page is drawn in.
  const other = await browser.newContext({ baseURL: `http://localhost:${E2E.port}`, storageState: await context.storageState() });
  const second = await other.newPage();
  await still(second);
  const queue = rest.filter((path) => path !== pagePath({ slug: "religion" }));
  await Promise.all(
    [page, second].map(async (tab) => {
      for (let path = queue.shift(); path; path = queue.shift()) await checkAdminPage(tab, path, { shell: false, confirmations: false });
    }),
  );
  await other.close();
  await useTheme(page, "light");
});

test("the profile and its dialogs, the profile menu, a member's view and the page-specific dialogs, in both themes", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const theme of ["light", "dark"] as const) {
    await page.goto("/admin/profile");
    await useTheme(page, theme);
    await expect(page.getByLabel("First name")).toBeVisible();
    await settled(page);
    await expectClean(page, theme, "/admin/profile", "main");
    await checkDialog(page, main(page).getByRole("button", { name: "Change Email" }), theme, "change email");
    await checkDialog(page, main(page).getByRole("button", { name: "Change Password" }), theme, "change password");
    await main(page).getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expectClean(page, theme, "two-factor setup", "main");
    await main(page).getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Profile menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectClean(page, theme, "profile menu", "[role=menu]");
    await page.keyboard.press("Escape");

    await page.goto("/admin/appuser");
    await settled(page);
    await main(page).getByRole("link", { name: /^View / }).first().click();
    await expect(page).toHaveURL(/\/admin\/appuser\/view\/\d+/);
    await settled(page);
    await expectClean(page, theme, "a member's view", "main");

    await page.goto("/admin/users");
    await settled(page);
    await checkDialog(page, main(page).getByRole("button", { name: /^Permissions of /, disabled: false }).first(), theme, "permissions dialog");
    await page.goto("/admin/audit-log");
    await settled(page);
    await main(page).locator('[role="grid"] > tbody > tr').first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectClean(page, theme, "an audit entry", "[role=dialog]");
    await page.keyboard.press("Escape");
    await page.goto("/admin/region");
    await settled(page);
    await checkDialog(page, main(page).getByRole("button", { name: "Upload", exact: true }), theme, "region upload");
    // A list's saved views (docs/saved-views.md): the menu, and the dialog that saves one (closed unsaved).
    await page.goto("/admin/religion");
    await settled(page);
    await main(page).getByRole("button", { name: "Views", exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Save current view…" })).toBeVisible();
    await expect(page.getByRole("menu").getByText("Loading views…")).toHaveCount(0);
    await expectClean(page, theme, "the Views menu", "[role=menu]");
    await checkDialog(page, page.getByRole("menuitem", { name: "Save current view…" }), theme, "save current view");
  }
  await useTheme(page, "light");
});
