/**
 * Undo from the toast (docs/undo.md): a status switch is undone from its toast, through the api, and
 * the row is back as it was.
 */
import { apiPaths } from "../lib/api-paths";
import { CONSOLE_MESSAGES } from "../lib/console-messages";
import { activeSwitch, confirm, expect, test, toast } from "./resource-support";
import { deleteReligionsNamed, drawnInBrowser } from "./support";

const NAME = "Undo Journey Faith";

test("a status switch is undone from its toast", async ({ page }) => {
  await page.goto("/admin/religion");
  await deleteReligionsNamed(page, NAME);
  expect((await page.request.post(apiPaths.rows("religion"), { data: { name: NAME } })).status()).toBe(200);
  await page.goto(`/admin/religion?search=${encodeURIComponent(NAME)}`);
  await drawnInBrowser(page);
  await expect(activeSwitch(page, NAME)).toBeChecked();

  await activeSwitch(page, NAME).click();
  await confirm(page, "Yes", CONSOLE_MESSAGES.confirmToggle);
  const switched = toast(page, "Religion is now inactive");
  await expect(switched).toBeVisible();
  await expect(activeSwitch(page, NAME)).not.toBeChecked();

  // The toast's button, beside its message.
  await page.getByRole("alert").filter({ has: switched }).getByRole("button", { name: "Undo", exact: true }).click();
  await expect(toast(page, "Undone: Religion is now active")).toBeVisible();
  await expect(activeSwitch(page, NAME)).toBeChecked();
  // The api holds it so, and says the change was undone once only.
  const [row] = ((await (await page.request.get(apiPaths.list("religion", `search=${encodeURIComponent(NAME)}`))).json()) as { recordList: { isActive: boolean }[] }).recordList;
  expect(row.isActive).toBe(true);
  await deleteReligionsNamed(page, NAME);
});
