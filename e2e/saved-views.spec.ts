/**
 * Saved views (docs/saved-views.md): App Users filtered, searched, sorted and paged, saved under a name
 * and shared from the toolbar's Views menu; the list reset; the view chosen from the menu brings the
 * address, the controls and the rows back. Staff who hold App Users find the shared view, marked as
 * someone else's, and it opens the same for them.
 */
import type { Page } from "@playwright/test";
import { apiPaths } from "../lib/api-paths";
import type { SavedView } from "../lib/saved-views";
import { PRIYA } from "../backend/src/setup/members/scenarios";
import { choose, columnCells, expect, gridLoading, gridRows, labelled, test, toast } from "./resource-support";
import { ACCOUNTS, drawnInBrowser, signIn } from "./support";

const NAME = "Journey: women named Sharma";
const searchBox = (page: Page) => page.getByRole("textbox", { name: "Search" });
const genderFilter = (page: Page) => page.getByRole("combobox", { name: labelled("Gender") });
const nameHeader = (page: Page) => page.getByRole("columnheader", { name: "Name" });

/** Removes the views of this name the signed-in administrator keeps on App Users, so a journey run again starts clean. */
async function deleteViewsNamed(page: Page, name: string) {
  const answer = (await (await page.request.get(apiPaths.savedViews("appuser"))).json()) as { recordList: SavedView[] };
  for (const view of answer.recordList.filter((one) => one.mine && one.name === name)) {
    expect((await page.request.delete(apiPaths.savedView("appuser", view.id))).status()).toBe(200);
  }
}

/** Opens the toolbar's Views menu, waiting for its views to be read. */
async function openViews(page: Page) {
  await page.getByRole("button", { name: "Views", exact: true }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Save current view…" })).toBeVisible();
  await expect(menu.getByText("Loading views…")).toHaveCount(0);
  return menu;
}

/** The list as the view shows it: its state in the address, its controls set, its rows filtered and sorted. */
async function expectTheView(page: Page, query: RegExp[], names?: string[]) {
  for (const part of query) await expect(page).toHaveURL(part);
  await expect(gridLoading(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue("Sharma");
  await expect(genderFilter(page)).toHaveText("Female");
  await expect(page.getByRole("combobox", { name: labelled("Rows per page:") })).toHaveText("20");
  await expect(nameHeader(page)).toHaveAttribute("aria-sort", "ascending");
  await expect(columnCells(page, "name").filter({ hasText: `${PRIYA.firstName} ${PRIYA.lastName}` })).toHaveCount(1);
  for (const gender of await columnCells(page, "gender").allTextContents()) expect(gender).toBe("Female");
  // The same rows in the same order as when the view was saved.
  if (names) await expect(columnCells(page, "name")).toHaveText(names);
  return columnCells(page, "name").allTextContents();
}

test("a saved view reopens with its filters, for its owner and for staff it is shared with", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto("/admin/appuser");
  await drawnInBrowser(page);
  await deleteViewsNamed(page, NAME);

  // The list as the view will keep it: a filter, a search, a sort and a page size.
  await choose(page, genderFilter(page), "Female");
  await expect(page).toHaveURL(/[?&]gender=Female(&|$)/);
  await searchBox(page).fill("Sharma");
  await expect(page).toHaveURL(/[?&]search=Sharma(&|$)/);
  await nameHeader(page).click();
  await expect(page).toHaveURL(/[?&]sort=name&order=asc(&|$)/);
  await choose(page, page.getByRole("combobox", { name: labelled("Rows per page:") }), "20");
  await expect(page).toHaveURL(/[?&]pageSize=20(&|$)/);
  const query = [/[?&]gender=Female(&|$)/, /[?&]search=Sharma(&|$)/, /[?&]sort=name(&|$)/, /[?&]order=asc(&|$)/, /[?&]pageSize=20(&|$)/];
  const names = await expectTheView(page, query);

  // Saved and shared from the toolbar.
  await (await openViews(page)).getByRole("menuitem", { name: "Save current view…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save current view" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(NAME);
  await dialog.getByRole("checkbox", { name: "Share with everyone who can open this page" }).check();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, `View "${NAME}" saved and shared with everyone who can open this page`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The view shown is the one just saved: ticked in the menu.
  const menu = await openViews(page);
  await expect(menu.getByRole("menuitem", { name: new RegExp(`^${NAME}`) })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Escape");

  // Reset: the list as it opens from the sidebar.
  await page.goto("/admin/appuser");
  await drawnInBrowser(page);
  await expect(searchBox(page)).toHaveValue("");
  await expect(page).not.toHaveURL(/gender=/);

  // Chosen from the menu: the address, the controls and the rows are the view's again.
  await (await openViews(page)).getByRole("menuitem", { name: new RegExp(`^${NAME}`) }).click();
  await expectTheView(page, query, names);

  // Staff holding App Users find it among the views shared with them, and it opens the same.
  // A context of its own, signed in as staff (a test's contexts otherwise start with its own account's cookie).
  const staffContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const staff = await staffContext.newPage();
    await signIn(staff, ACCOUNTS.staff);
    await expect(staff).toHaveURL(/\/admin\/[\w-]+$/);
    await staff.goto("/admin/appuser");
    await drawnInBrowser(staff);
    const shared = (await openViews(staff)).getByRole("menuitem", { name: new RegExp(`^${NAME}`) });
    await expect(shared).toContainText(`Shared by ${ACCOUNTS.admin.name}`);
    await shared.click();
    await expectTheView(staff, query, names);
    // Not theirs to manage: they have no views of their own here.
    await expect((await openViews(staff)).getByRole("menuitem", { name: "Manage your views…" })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // Its owner deletes it from Manage your views, after confirming.
  await (await openViews(page)).getByRole("menuitem", { name: "Manage your views…" }).click();
  const manage = page.getByRole("dialog", { name: "Your views" });
  await manage.getByRole("button", { name: `Delete ${NAME}` }).click();
  const confirmation = page.getByRole("dialog", { name: "Delete view" });
  await expect(confirmation).toContainText(`Delete the view "${NAME}"? Everyone it is shared with loses it too.`);
  await confirmation.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, `View "${NAME}" deleted`)).toBeVisible();
  await expect(manage.getByRole("button", { name: `Delete ${NAME}` })).toHaveCount(0);
  await expect(gridRows(page).first()).toBeVisible();
});
