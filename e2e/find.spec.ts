/**
 * Find anything (docs/find.md): Ctrl+K from any page finds a scenario member by phone number and opens
 * the member view; the item is then among the recently opened; staff without App Users find no member.
 */
import { ARJUN } from "../backend/src/setup/members/scenarios";
import { expect, test } from "./resource-support";
import { ACCOUNTS } from "./support";
import type { Page } from "@playwright/test";

/** Ctrl+K once the page is usable: the shortcut is the console's from then on. */
async function pressFind(page: Page) {
  await expect(page.getByRole("button", { name: "Find members, staff and pages" })).not.toHaveAttribute("aria-disabled");
  await page.keyboard.press("Control+K");
}

const fullName = `${ARJUN.firstName} ${ARJUN.lastName}`;

test.describe("Find anything, as the full administrator", () => {
  test("Ctrl+K finds a member by phone number and Enter opens the member view", async ({ page }) => {
    await page.goto("/admin/religion");
    await expect(page.getByRole("heading", { level: 1, name: "Religion" })).toBeVisible();
    await pressFind(page);
    const find = page.getByRole("combobox", { name: "Find" });
    await expect(find).toBeFocused();
    await find.pressSequentially(ARJUN.phone);
    await expect(page.getByRole("option", { name: new RegExp(fullName) })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/appuser\/view\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(fullName);

    // Reopened from the header's button: what was opened last comes first, before anything is typed.
    await page.getByRole("button", { name: "Find members, staff and pages" }).click();
    await expect(page.getByRole("group", { name: "Recently opened" }).getByRole("option").first()).toContainText(fullName);
    await page.getByRole("combobox", { name: "Find" }).fill("commun");
    await page.getByRole("option", { name: /^Community/ }).click();
    await expect(page).toHaveURL(/\/admin\/community$/);
  });
});

test.describe("Find anything, as staff without App Users", () => {
  test.use({ account: ACCOUNTS.content });
  test("finds no member", async ({ page }) => {
    await page.goto("/admin/profile");
    await pressFind(page);
    await page.getByRole("combobox", { name: "Find" }).pressSequentially(ARJUN.phone);
    await expect(page.getByRole("status")).toHaveText("Nothing found.");
    await expect(page.getByRole("option")).toHaveCount(0);
    // Found nothing, not refused: the api answered, with no member.
    await expect(page.getByRole("dialog", { name: "Find" }).getByRole("alert")).toHaveCount(0);
  });
});
