import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, MENU_GROUPS, pagePath } from "../lib/pages";
import { PRODUCT_NAME } from "../lib/product";
import { ACCOUNTS, credentials, forgeSession, openSession, signIn, STAFF_TITLES } from "./support";

const sidebar = (page: Page) => page.getByTestId("sidebar");
const menuPages = ADMIN_PAGES.filter((p) => p.inMenu !== false);

async function openGroup(page: Page, label: string) {
  const header = sidebar(page).getByRole("button", { name: label });
  if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
}

test.describe("admin shell", () => {
  test("the full administrator's sidebar holds every group and item of docs/product-rules.md §2, in order", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const group of MENU_GROUPS.filter((g) => g.collapsible)) await openGroup(page, group.label);
    await openGroup(page, "Master Entry");
    const visible = [];
    for (const group of MENU_GROUPS.filter((g) => g.collapsible)) {
      await openGroup(page, group.label);
      visible.push(...(await sidebar(page).locator(`#menu-group-${group.key} a`).allTextContents()));
    }
    const links = await sidebar(page).locator("a").allTextContents();
    const everything = new Set([...links, ...visible]);
    for (const p of menuPages) expect(everything, p.title).toContain(p.label ?? p.title);
    await expect(sidebar(page).getByText("Users", { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText("Packages", { exact: true })).toBeVisible();
    expect(links.slice(0, 5)).toEqual(["Dashboard", "App Users", "Review", "Block Users", "Admin Users"]);
    expect(links.slice(-8)).toEqual(["Customer Packages", "Region", "Custom Notification", "Coupons", "FAQs", "Success Story", "Feedback", "Setting"]);
  });

  test("the items after the Reports group stand apart from it, past a divider", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openGroup(page, "Reports");
    const reports = sidebar(page).getByRole("button", { name: "Reports" });
    const packages = sidebar(page).getByRole("link", { name: "Customer Packages" });
    await expect(sidebar(page).locator("#menu-group-reports").getByRole("link", { name: "Customer Packages" })).toHaveCount(0);
    // Not a sibling of the group either: an item in the group's own list reads as one more report.
    const sameList = await packages.evaluate((link, group) => link.closest("ul") === group!.closest("ul"), await reports.elementHandle());
    expect(sameList, "Customer Packages in the list that holds the Reports group").toBe(false);
    // The separator comes after the group's last report and before Customer Packages.
    const separator = sidebar(page).getByRole("separator");
    await expect(separator).toHaveCount(1);
    const order = await separator.evaluate((line, [group, link]) => {
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return follows(group!, line) && follows(line, link!);
    }, [await sidebar(page).locator("#menu-group-reports").elementHandle(), await packages.elementHandle()] as const);
    expect(order, "the separator between the Reports group and Customer Packages").toBe(true);
  });

  test("Currency, Payment Gateway and Profile For open their own pages", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openGroup(page, "Master Entry");
    for (const [label, path] of [["Currency", "/admin/currency"], ["Payment Gateway", "/admin/paymentGateway"], ["Profile For", "/admin/profile-for"]]) {
      await expect(sidebar(page).getByRole("link", { name: label })).toHaveAttribute("href", path);
    }
  });

  test("the restricted staff member sees only its permitted items and their groups", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openGroup(page, "Master Entry");
    expect(await sidebar(page).locator("a").allTextContents()).toEqual(STAFF_TITLES);
    await expect(sidebar(page).getByText("Users", { exact: true })).toBeVisible();
    for (const hidden of ["Packages", "Reports"]) await expect(sidebar(page).getByText(hidden, { exact: true })).toHaveCount(0);
  });

  test("Weight is never in a restricted menu, even when permitted", async ({ page, context }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const session = (await openSession(context))!;
    await forgeSession(page, { ...session, credentials: credentials(3, ["Weight", "Height"]) });
    await page.goto("/admin/height");
    await openGroup(page, "Master Entry");
    expect(await sidebar(page).locator("a").allTextContents()).toEqual(["Height"]);
  });

  test("opening one collapsible group closes the other", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const master = sidebar(page).getByRole("button", { name: "Master Entry" });
    const reports = sidebar(page).getByRole("button", { name: "Reports" });
    await master.click();
    await expect(master).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar(page).getByRole("link", { name: "Religion" })).toBeVisible();
    await reports.click();
    await expect(reports).toHaveAttribute("aria-expanded", "true");
    await expect(master).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page).getByRole("link", { name: "Religion" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Top Request Send" })).toBeVisible();
  });

  test("every admin route exists with its title in the browser tab", async ({ page }) => {
    // One page load each, about a second apiece on these two-CPU machines: the time grows with the pages.
    test.setTimeout(ADMIN_PAGES.length * 3_000);
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const p of ADMIN_PAGES) {
      await page.goto(pagePath(p));
      await expect(page, p.title).toHaveTitle(`${p.title} | ${PRODUCT_NAME}`);
      await expect(page.getByRole("heading", { level: 1, name: p.title, exact: true })).toBeVisible();
    }
    await page.goto("/admin/appuser/view/1");
    await expect(page).toHaveTitle(`App Users | ${PRODUCT_NAME}`);
  });

  test("a record's page that is not there: no such member, no such page", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const [path, heading, text] of [
      ["/admin/appuser/view/2147483647", "Member not found", "There is no member with this id."],
      ["/admin/appuser/view/01", "Member not found", "There is no member with this id."],
      // Religion has no record pages: the address names no page at all.
      ["/admin/religion/view/3", "Page not found", "There is no such page in the console."],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByText(heading, { exact: true })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
    await page.getByRole("link", { name: "Go to my first page" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("the logo leads to the dashboard, or to a restricted member's first page", async ({ page, context }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("link", { name: `${PRODUCT_NAME} home` })).toHaveAttribute("href", "/admin/dashboard");
    const session = (await openSession(context))!;
    await forgeSession(page, { ...session, credentials: credentials(3, ["Community", "Religion"]) });
    await page.goto("/admin/community");
    await expect(page.getByRole("link", { name: `${PRODUCT_NAME} home` })).toHaveAttribute("href", "/admin/religion");
    await page.getByRole("link", { name: `${PRODUCT_NAME} home` }).click();
    await expect(page).toHaveURL(/\/admin\/religion$/);
  });

  test("the avatar shows the first letter of the first name, and the profile menu its items", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.locator("header .MuiAvatar-root")).toHaveText("A");
    await page.getByRole("button", { name: "Profile menu" }).click();
    for (const item of ["Profile", "Change Email", "Change Password", "Sign out"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
  });

  test("header 80px and sidebar 290px", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await page.locator("header").boundingBox())!.height).toBe(80);
    expect((await sidebar(page).boundingBox())!.width).toBe(290);
  });
});

test.describe("on a small screen (500px)", () => {
  test.use({ viewport: { width: 500, height: 900 } });

  test("the menu toggle opens the sidebar, and choosing an item closes it", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(sidebar(page)).toBeHidden();
    const mobile = page.getByTestId("mobile-sidebar");
    await expect(mobile).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mobile).toBeVisible();
    await mobile.getByRole("link", { name: "Block Users" }).click();
    await expect(page).toHaveURL(/\/admin\/blockuser$/);
    await expect(mobile).toBeHidden();
  });
});

test.describe("theme", () => {
  test("the chosen theme survives a reload, rendered by the server with no flash", async ({ page, request }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole("button", { name: "Use the dark theme" }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    expect(await background()).toBe(dark);
    await expect(page.getByRole("button", { name: "Use the light theme" })).toBeVisible();
    // The HTML itself carries the theme: the first paint is already dark.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain('data-theme="NebulaFighterTheme"');
    expect(await (await request.get("/")).text()).toContain('data-theme="PureLightTheme"');
  });
});
