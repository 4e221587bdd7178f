/**
 * The eleven reports in Chromium (docs/reports.md): each opens under its title, filters, pages, exports
 * a CSV holding as many rows as the total it shows, and prints without the shell; staff holding one
 * report see only it in the Reports group.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, pageBySlug } from "../lib/pages";
import { REPORTS } from "../lib/reports/index";
import { serviceDay } from "../lib/time-zone";
import { ACCOUNTS, signIn } from "./support";
import { csvOf, labelled } from "./resource-support";

const LAST_YEAR = Number(serviceDay(new Date()).slice(0, 4)) - 1;

/** The report's table: its rows, and the total its pager gives ("1–10 of 1,234"). */
const table = (page: Page, slug: string) => page.getByRole("grid", { name: `${slug} report` });
const rowsOf = (page: Page, slug: string) => table(page, slug).locator("tbody tr");
async function totalShown(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+–\d+ of [\d,]+$/).textContent();
  const match = text?.match(/of ([\d,]+)$/);
  if (!match) throw new Error(`No total in "${text}"`);
  return Number(match[1].replace(/,/g, ""));
}

/** How each report is filtered by hand: a year, words, a choice in the drawer, or days in the URL. */
const FILTERS: Record<string, (page: Page) => Promise<void>> = {
  year: async (page) => {
    await page.getByRole("combobox", { name: labelled("Year") }).click();
    await page.getByRole("option", { name: String(LAST_YEAR), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`year=${LAST_YEAR}`));
  },
  days: async (page) => {
    await page.goto(`${new URL(page.url()).pathname}?from=${LAST_YEAR}-01-01&to=${LAST_YEAR}-12-31`);
    await expect(page.getByRole("textbox", { name: /from$/ })).toHaveValue(`01 Jan ${LAST_YEAR}`);
  },
  drawer: async (page) => {
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("combobox", { name: labelled("Gender") }).click();
    await page.getByRole("option", { name: "Female", exact: true }).click();
    await drawer.getByRole("button", { name: "Done" }).click();
    await expect(page).toHaveURL(/gender=Female/);
  },
  words: async (page) => {
    await page.getByRole("textbox", { name: /search/i }).fill("a");
    await expect(page).toHaveURL(/search=a/);
  },
};
const FILTER_OF: Record<string, keyof typeof FILTERS> = {
  requestSendReport: "year",
  requestAcceptReport: "year",
  requestRejectReport: "year",
  requestSendUser: "days",
  requestReceiveUser: "days",
  requestRejectUser: "days",
  requestsend: "days",
  requestreceive: "days",
  applicationuser: "drawer",
  premiumAppUser: "words",
  systemBlockedUser: "words",
};

test.describe("the reports", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  for (const report of REPORTS) {
    const title = pageBySlug(report.key)!.title;
    test(`${title}: opens, filters, pages, exports as many rows as it counts, and prints without the shell`, async ({ page, context }) => {
      test.setTimeout(90_000);
      // The print view opens the browser's print dialog; here it is noted, and the PDF made by Chromium instead.
      await context.addInitScript(() => {
        window.print = () => document.documentElement.setAttribute("data-print-asked", "yes");
      });
      await page.goto(`/admin/${report.key}`);
      await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
      if (report.chart) await expect(page.getByRole("figure", { name: `${report.chart.label} chart` }).locator("svg").first()).toBeVisible();
      // Each filter waits for the address to name it: the filtered rows come with that page (lib/engine/first-lists.ts).
      await FILTERS[FILTER_OF[report.key]](page);
      await expect(table(page, report.key)).not.toHaveAttribute("aria-busy", "true");
      await expect(rowsOf(page, report.key).first()).toBeVisible();
      const total = await totalShown(page);
      expect(total).toBeGreaterThan(0);

      // The next page, when there is one, numbers its rows on from the first.
      if (total > 10) {
        await page.getByRole("button", { name: "Go to next page" }).click();
        await expect(rowsOf(page, report.key).first().locator("td").first()).toHaveText("11");
      }

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const { lines } = csvOf(await (await downloading).path());
      expect(lines.length - 1).toBe(total);

      const opening = context.waitForEvent("page");
      await page.getByRole("link", { name: "Print" }).click();
      const print = await opening;
      await expect(print.getByRole("heading", { name: title })).toBeVisible();
      await expect(print.getByTestId("print-caption")).not.toBeEmpty();
      await expect(print.locator("tbody tr").first()).toBeVisible();
      await expect(print.locator("html")).toHaveAttribute("data-print-asked", "yes");
      await print.emulateMedia({ media: "print" });
      await expect(print.getByTestId("sidebar")).toBeHidden();
      await expect(print.getByRole("heading", { name: title })).toBeVisible();
      const pdf = await print.pdf();
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      await print.close();
    });
  }
});

test("staff holding one report see only it in the Reports group, and open it", async ({ page, browser }) => {
  const account = { email: `one-report-${Date.now()}@example.com`, password: "Report-Lantern-42" };
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const created = await page.request.post("/api/admin/users", {
    data: { firstName: "Report", lastName: "Reader", email: account.email, confirmEmail: account.email, password: account.password, confirmPassword: account.password, gender: "Female", receiveEmail: false, receiveNotifications: false },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).recordList[0] as { id: number };
  expect((await page.request.put(`/api/admin/users/${id}/permissions`, { data: { pagePermissions: [{ title: "Proposal Send User" }] } })).status()).toBe(200);

  const staff = await browser.newPage();
  await signIn(staff, account);
  await expect(staff).toHaveURL(/\/admin\/requestSendUser$/);
  const sidebar = staff.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Reports" }).click();
  const reportTitles = ADMIN_PAGES.filter((p) => p.group === "reports").map((p) => p.title);
  const shown = (await sidebar.locator("#menu-group-reports a").allTextContents()).filter((text) => reportTitles.some((title) => text.includes(title)));
  expect(shown).toEqual(["Proposal Send User"]);
  await expect(staff.getByRole("heading", { level: 1, name: "Proposal Send User", exact: true })).toBeVisible();
  await expect(rowsOf(staff, "requestSendUser").first()).toBeVisible();
  // Another report's page is not theirs: the gate sends them back to their own.
  await staff.goto("/admin/requestsend");
  await expect(staff).toHaveURL(/\/admin\/requestSendUser$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Top Request Send" })).toHaveCount(0);
  await staff.close();
});
