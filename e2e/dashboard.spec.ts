/**
 * The dashboard (docs/dashboard.md): as the full administrator, a preset changes the cards and the
 * charts, the range is in the address and a reload keeps it, a bad range says what is wrong, and a
 * newest member leads to their view; as staff holding App Users but no report, Customer Packages nor
 * Block Users, only the members' parts are drawn and the api sends no other.
 */
import type { Page } from "@playwright/test";
import { apiPaths } from "../lib/api-paths";
import { presetRange } from "../lib/dashboard-range";
import { serviceDay } from "../lib/time-zone";
import { ACCOUNTS } from "./support";
import { expect, test } from "./resource-support";

const card = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });
const figureOf = (page: Page, label: string) => card(page, label).locator("[data-figure]");
/** The page's refusal (not the router's announcer, also an alert). */
const refusal = (page: Page) => page.getByRole("alert").and(page.locator(".MuiAlert-root"));
const preset = (page: Page, label: string) => page.getByRole("group", { name: "Range of days" }).getByRole("button", { name: label, exact: true });

async function openDashboard(page: Page, query = "") {
  await page.goto(`/admin/dashboard${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.locator("[data-drawn]").first()).toBeAttached();
}

test.describe("the dashboard, as the full administrator", () => {
  test("a preset changes the cards and the charts, lives in the address, and a reload keeps it", async ({ page }) => {
    await openDashboard(page);
    // No range asked: the last 12 months, by month.
    await expect(preset(page, "Last 12 months")).toHaveAttribute("aria-pressed", "true");
    const newMembers = card(page, "New members");
    await expect(newMembers).toContainText("Members registered, by month");
    await expect(newMembers.locator("svg").first()).toBeVisible();
    for (const label of ["Members registered today", "Proposals sent today", "Proposals sent in the range", "Premium revenue in the range", "Block requests pending"]) {
      await expect(figureOf(page, label)).toHaveText(/\S/);
    }
    await expect(card(page, "Proposals")).toBeVisible();
    await expect(card(page, "Revenue by package")).toBeVisible();
    const yearFigure = await figureOf(page, "Members registered in the range").innerText();
    const yearRange = await page.locator("[data-range]").getAttribute("data-range");

    await preset(page, "Last 7 days").click();
    await expect(page).toHaveURL(/[?&]range=last-7-days(&|$)/);
    await expect(preset(page, "Last 7 days")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-range]")).not.toHaveAttribute("data-range", yearRange!);
    await expect(newMembers).toContainText("Members registered, by day");
    await expect(card(page, "Proposals")).toContainText("by day");
    await expect(figureOf(page, "Members registered in the range")).not.toHaveText(yearFigure);
    const weekFigure = await figureOf(page, "Members registered in the range").innerText();
    const weekRange = await page.locator("[data-range]").getAttribute("data-range");

    await page.reload();
    await expect(page.locator("[data-drawn]").first()).toBeAttached();
    await expect(page).toHaveURL(/[?&]range=last-7-days(&|$)/);
    await expect(preset(page, "Last 7 days")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-range]")).toHaveAttribute("data-range", weekRange!);
    await expect(figureOf(page, "Members registered in the range")).toHaveText(weekFigure);
    await expect(newMembers).toContainText("Members registered, by day");

    // Back is the range before.
    await page.goBack();
    await expect(preset(page, "Last 12 months")).toHaveAttribute("aria-pressed", "true");
    await expect(figureOf(page, "Members registered in the range")).toHaveText(yearFigure);
  });

  test("days picked are kept in the address; a range that ends before it starts, or is too long, says so", async ({ page }) => {
    await openDashboard(page, "?from=2025-01-01&to=2025-01-31");
    await expect(page.locator("[data-range]")).toHaveAttribute("data-range", "2025-01-01/2025-01-31");
    await expect(page.getByRole("button", { name: "From: 01 Jan 2025" })).toBeVisible();
    for (const button of await page.getByRole("group", { name: "Range of days" }).getByRole("button").all()) await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(card(page, "New members")).toContainText("by day");

    await openDashboard(page, "?from=2025-03-01&to=2025-02-01");
    await expect(refusal(page)).toHaveText("To must not be before From: the range would end before it starts.");
    await openDashboard(page, "?from=2015-01-01&to=2024-12-31");
    await expect(refusal(page)).toHaveText("Choose a range of at most 366 days (a year): From and To are too far apart.");
    // A preset mends it.
    await preset(page, "This month").click();
    await expect(refusal(page)).toHaveCount(0);
    await expect(figureOf(page, "Members registered in the range")).toHaveText(/\d/);
  });

  test("a newest member leads to their view, and the pending requests to Block Users", async ({ page }) => {
    await openDashboard(page);
    const members = card(page, "Newest members");
    const first = members.getByRole("row").nth(1).getByRole("link").first();
    const name = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/admin\/appuser\/view\/\d+/);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goBack();
    await card(page, "Pending block requests").getByRole("link", { name: "All pending in Block Users" }).click();
    await expect(page).toHaveURL(/\/admin\/blockuser\?requestStatus=Pending$/);
  });
});

test.describe("the dashboard, as staff with App Users but no report, Customer Packages or Block Users", () => {
  test.use({ account: ACCOUNTS.staff });

  test("shows the members' cards, chart and table, and nothing of proposals, revenue or block requests", async ({ page }) => {
    await openDashboard(page);
    await expect(figureOf(page, "Members registered today")).toHaveText(/\d/);
    await expect(figureOf(page, "Members registered in the range")).toHaveText(/\d/);
    await expect(card(page, "New members")).toBeVisible();
    await expect(card(page, "Newest members")).toBeVisible();
    for (const label of ["Proposals sent today", "Proposals sent in the range", "Premium revenue in the range", "Block requests pending", "Proposals", "Revenue by package", "Pending block requests"]) {
      await expect(card(page, label)).toHaveCount(0);
    }
    // The page came drawn by the server with its figures; what the api sends this staff member through
    // the console, as the browser would ask it for another range, holds the members' part alone.
    const answers: Record<string, unknown>[] = [];
    const week = presetRange("last-7-days", serviceDay(new Date()));
    for (const address of [apiPaths.dashboard(), apiPaths.dashboard(new URLSearchParams({ from: week.from, to: week.to }))]) {
      const response = await page.request.get(address);
      expect(response.status()).toBe(200);
      answers.push((await response.json()).recordList[0]);
    }
    for (const answer of answers) {
      expect(answer.parts).toEqual(["members"]);
      expect(Object.keys(answer)).not.toEqual(expect.arrayContaining(["proposals"]));
      for (const part of ["proposals", "revenue", "blockRequests"]) expect(part in answer).toBe(false);
    }
  });
});
