/**
 * The review queue (docs/review.md): a staff member clears five items by keyboard alone (approve,
 * reject with a reason, skip), each decision in the member's history (the audit entries filed under
 * them); two browsers in the queue at once never show the same item.
 */
import type { Page } from "@playwright/test";
import { apiPaths } from "../lib/api-paths";
import type { Envelope } from "../lib/envelope";
import { parseReviewKey } from "../lib/review";
import { expect, test, toast } from "./resource-support";
import { ACCOUNTS, drawnInBrowser } from "./support";

const shownItem = (page: Page) => page.locator("[data-review-item]");
const keyShown = async (page: Page) => (await shownItem(page).getAttribute("data-review-item"))!;

/** Opens the queue of one kind and waits until its keys work: the first item drawn by the browser. */
async function openQueue(page: Page, kind: string) {
  await page.goto(`/admin/review?kind=${kind}`);
  await expect(page.getByRole("heading", { level: 1, name: "Review", exact: true })).toBeVisible();
  await drawnInBrowser(page);
  await expect(shownItem(page)).toBeVisible();
}

/**
 * Presses a key on the item shown and waits for the next one: answers the key of the one left. A
 * decision waits, as a person does, until the item's buttons are enabled: a moment after it is drawn.
 */
async function press(page: Page, key: string, then?: () => Promise<void>): Promise<string> {
  if (key === "a" || key === "r") await expect(page.getByRole("button", { name: "Approve (A)" })).toBeEnabled();
  const before = await keyShown(page);
  await page.keyboard.press(key);
  await then?.();
  await expect(shownItem(page)).not.toHaveAttribute("data-review-item", before);
  return before;
}

test.describe("Review, as staff with App Users", () => {
  test.use({ account: ACCOUNTS.staff });

  test("clears five items by keyboard alone, each decision in the member's history", async ({ page }) => {
    await openQueue(page, "photos");
    // Staff without Block Users are offered no block request.
    await expect(page.getByRole("button", { name: /^Block requests/ })).toHaveCount(0);

    const approved = [await press(page, "a")];
    await expect(toast(page, "is approved.")).toBeVisible();

    const rejected = [
      await press(page, "r", async () => {
        const dialog = page.getByRole("dialog", { name: "Why is it rejected?" });
        await expect(dialog).toBeVisible();
        await page.keyboard.press("2");
        await expect(dialog.getByRole("radio", { name: /^2\. / })).toBeChecked();
        await page.keyboard.press("Enter");
        await expect(dialog).toBeHidden();
      }),
    ];
    await expect(toast(page, "is rejected and removed; the member is told.")).toBeVisible();

    const skipped = await press(page, "s");
    approved.push(await press(page, "a"));

    const ownReason = "Shows a group of people, not one face";
    rejected.push(
      await press(page, "r", async () => {
        const dialog = page.getByRole("dialog", { name: "Why is it rejected?" });
        await page.keyboard.press("5");
        await expect(page.getByRole("textbox", { name: "Reason" })).toBeFocused();
        await page.keyboard.type(ownReason);
        await page.keyboard.press("Enter");
        await expect(dialog).toBeHidden();
      }),
    );
    await expect(page.getByRole("status").filter({ hasText: "decided this session" })).toContainText("4 decided this session");

    // K goes back: the skipped item is there, marked. Its claim was given back (someone else may hold
    // it now), so it is not decided from here.
    await page.keyboard.press("k");
    await expect(shownItem(page)).toHaveAttribute("data-review-item", rejected[1]);
    await expect(shownItem(page).getByRole("alert")).toHaveText("Rejected");
    for (let back = 0; back < 2; back++) await page.keyboard.press("k");
    await expect(shownItem(page)).toHaveAttribute("data-review-item", skipped);
    await expect(shownItem(page).getByRole("alert")).toHaveText("Skipped");
    await expect(page.getByRole("button", { name: "Approve (A)" })).toBeDisabled();

    // Each decision is in the audit log, filed under its member: their History.
    const decisions = [...approved.map((key) => ["approvePhoto", key] as const), ...rejected.map((key) => ["rejectPhoto", key] as const)];
    for (const [action, key] of decisions) {
      const { id } = parseReviewKey(key)!;
      const history = (await (await page.request.get(apiPaths.list("memberhistory", `memberId=${id}`))).json()) as Envelope<{ actionKey: string }>;
      expect(history.recordList.map((entry) => entry.actionKey)).toContain(`appuser.${action}`);
    }
    const skippedId = parseReviewKey(skipped)!.id;
    const untouched = (await (await page.request.get(apiPaths.list("memberhistory", `memberId=${skippedId}`))).json()) as Envelope<{ actionKey: string }>;
    expect(untouched.recordList.map((entry) => entry.actionKey)).not.toContain("appuser.approvePhoto");
  });
});

test.describe("Review, two staff at once", () => {
  test("two browsers in the queue never show the same item", async ({ browser, signedIn }) => {
    const [first, second] = await Promise.all([ACCOUNTS.admin, ACCOUNTS.staff].map(async (account) => browser.newContext({ storageState: await signedIn(account) })));
    try {
      const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
      await openQueue(a, "documents");
      await openQueue(b, "documents");
      // At every moment the two show different items, as each moves on (J at the newest item skips it:
      // its claim is given back, so the other may be shown it later, never at the same time).
      for (let step = 0; step < 6; step++) {
        expect(await keyShown(a)).not.toBe(await keyShown(b));
        await press(step % 2 ? a : b, "j");
      }
      expect(await keyShown(a)).not.toBe(await keyShown(b));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
