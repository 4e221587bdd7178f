/**
 * A change that got no answer in time may have been saved: the toast says so, and saving the same
 * change again does not add it twice (docs/idempotency.md). The console's time-out is played by the
 * browser: the request goes to the console and the api for real, and its answer is replaced by the
 * console's 504 on the way back, as when the api answers after the console gave up.
 */
import { MESSAGES } from "../lib/messages";
import { envelope } from "../lib/envelope";
import { columnCells, expect, labelled, test, toast } from "./resource-support";
import { deleteReligionsNamed } from "./support";

const RUN = Date.now().toString(36).slice(-5);

test("a create answered 504 is not added twice when saved again, and the toast says it may have been saved", async ({ page }) => {
  const name = `E2E Retried Faith ${RUN}`;
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/religion") keys.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.route("**/api/admin/religion", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await route.fetch(); // the change reaches the api and is saved…
    await route.fulfill({ status: 504, contentType: "application/json", body: JSON.stringify(envelope(504, [], MESSAGES.backendUnavailable)) }); // …but no answer comes back
  }, { times: 1 });

  await page.goto("/admin/religion");
  await page.getByRole("button", { name: "Add religion", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add religion" });
  await dialog.getByRole("textbox", { name: labelled("Name") }).fill(name);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, MESSAGES.mayHaveBeenSaved)).toBeVisible();
  await expect(dialog).toBeVisible();

  // The same change sent again: the api answers what became of the first.
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Religion added")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  expect(keys[1]).toBe(keys[0]);

  await page.goto(`/admin/religion?search=${encodeURIComponent(name)}`);
  await expect(columnCells(page, "name")).toHaveText([name]);
  await deleteReligionsNamed(page, name);
});
