/**
 * Every list keeps its row actions in view on a laptop screen (1280 px and up): no horizontal scroll
 * hides the Status switch or the buttons, and App Users shows whole email addresses. The grid shows
 * fewer columns by default; the Columns panel adds the others, remembered per administrator
 * (README, "Add a resource").
 */
import type { Locator, Page } from "@playwright/test";
import { ADMIN_PAGES, pagePath, viewOf } from "../lib/pages";
import { MESSAGES } from "../lib/messages";
import { expect, gridLoading, gridRows, showColumn, test } from "./resource-support";
import { ACCOUNTS, signIn } from "./support";

const LIST_PAGES = ADMIN_PAGES.filter((p) => viewOf(p) === "list");

/** The grid has drawn its first page of rows, or says there are none. */
async function gridDrawn(page: Page) {
  const grid = page.getByRole("grid").first();
  await expect(grid).toBeVisible();
  await expect(gridLoading(page)).toHaveCount(0);
  await expect(gridRows(page).first().or(page.getByText(MESSAGES.dataNotFound, { exact: true })).first()).toBeVisible();
  return grid;
}

/** How far the grid's columns reach past what it shows, and whether the page itself scrolls sideways. */
const overflow = (grid: Locator) =>
  grid.evaluate((element) => {
    // The table against the box that scrolls it sideways when it is too wide.
    const scroller = element.parentElement!;
    return { grid: Math.max(0, Math.ceil(element.getBoundingClientRect().width) - scroller.clientWidth), page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });

/** The part of a cell's text that its cell hides (0 when every character shows). */
const hiddenText = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return Math.max(0, text.right - box.right, box.left - text.left);
  });

test.describe("lists on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every list shows its first row's actions without scrolling sideways", async ({ page }) => {
    test.setTimeout(LIST_PAGES.length * 4_000);
    for (const p of LIST_PAGES) {
      await page.goto(pagePath(p));
      const grid = await gridDrawn(page);
      expect(await overflow(grid), `${p.title}: columns past the grid's edge, page wider than the screen`).toEqual({ grid: 0, page: 0 });
      const first = gridRows(page).first();
      if (!(await first.count())) continue;
      // The last cell of the row is the actions column where the row has buttons, else its last column.
      const actions = first.locator('[data-field="__actions"]');
      const last = (await actions.count()) ? actions : first.locator('[role="gridcell"]').last();
      await expect(last, `${p.title}: the first row's last cell`).toBeInViewport({ ratio: 0.99 });
    }
  });

  test("App Users: the first row's status and actions are in view", async ({ page }) => {
    await page.goto("/admin/appuser");
    await gridDrawn(page);
    const first = gridRows(page).first();
    await expect(first.getByRole("link", { name: /^View / })).toBeInViewport({ ratio: 0.99 });
    await expect(first.locator('[data-field="status"]')).toBeInViewport({ ratio: 0.99 });
  });
});

test("Columns shows a column left out by default, for this administrator only", async ({ page }) => {
  const phone = page.getByRole("columnheader", { name: "Contact", exact: true });
  await page.goto("/admin/appuser");
  await gridDrawn(page);
  await expect(phone).toHaveCount(0);
  await showColumn(page, "Contact");
  await expect(phone).toBeVisible();
  await page.reload();
  await gridDrawn(page);
  await expect(phone).toBeVisible();

  // Another administrator in the same browser keeps the defaults; the first finds their choice again.
  await page.context().clearCookies();
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/appuser");
  await gridDrawn(page);
  await expect(phone).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/appuser");
  await gridDrawn(page);
  await expect(phone).toBeVisible();
});

test.describe("lists on a 1440 px screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("App Users shows whole email addresses", async ({ page }) => {
    await page.goto("/admin/appuser");
    await gridDrawn(page);
    const emails = gridRows(page).locator('[data-field="email"]');
    await expect(emails.first()).toBeVisible();
    for (const cell of await emails.all()) expect(await hiddenText(cell), (await cell.textContent()) ?? "").toBeLessThanOrEqual(0.5);
  });
});
