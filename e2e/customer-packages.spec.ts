/**
 * Customer Packages: staff find a purchase whose payment is Pending, activate it by hand with the
 * reference of the money received, see it become Success and Active (or Upcoming when the member's
 * current package outranks it) and find it in the Audit Log; the member view offers the same action.
 * The embedded database's generated members bought packages with every payment status.
 */
import type { Locator, Page } from "@playwright/test";
import { ACCOUNTS } from "./support";
import { choose, expect, gridLoading, gridRows, labelled, test, toast } from "./resource-support";

interface Purchase {
  id: number;
  memberId: number;
  memberCode: string;
  packageName: string;
}

/** A Pending purchase, by the api the page itself calls: the newest one, or the oldest. */
async function pendingPurchase(page: Page, order: "desc" | "asc"): Promise<Purchase> {
  const answer = await page.request.get(`/api/admin/customerpackage?paymentStatus=Pending&sort=purchasedAt&order=${order}&pageSize=1`);
  expect(answer.status()).toBe(200);
  const [row] = ((await answer.json()) as { recordList: Purchase[] }).recordList;
  expect(row).toBeDefined();
  return row;
}

/** Activates the purchase from its row of the list shown (`row`: its Pending row). */
async function activate(page: Page, row: Locator, purchase: Purchase, reference: string) {
  await row.getByRole("button", { name: `Active Package: ${purchase.packageName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Active Package" });
  await expect(dialog).toContainText(purchase.packageName);
  // The reference is required: the dialog says so before anything is sent.
  await dialog.getByRole("button", { name: "Active Package", exact: true }).click();
  await expect(dialog.getByText("Payment reference is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: labelled("Payment reference") }).fill(reference);
  await dialog.getByRole("textbox", { name: labelled("Note") }).fill("Paid by bank transfer");
  await dialog.getByRole("button", { name: "Active Package", exact: true }).click();
  await expect(toast(page, `Payment marked Success: ${purchase.packageName} runs from`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("Customer Packages, as the full administrator", () => {
  test("filters to Pending, activates a purchase with its reference, sees it Success and Active or Upcoming, and finds it in the Audit Log", async ({ page }) => {
    await page.goto("/admin/user-packages");
    await expect(page.getByRole("heading", { level: 1, name: "Customer Packages", exact: true })).toBeVisible();
    await choose(page, page.getByRole("combobox", { name: labelled("Payment Status") }), "Pending");
    await expect(page).toHaveURL(/[?&]paymentStatus=Pending(&|$)/);
    await expect(gridLoading(page)).toHaveCount(0);
    const purchase = await pendingPurchase(page, "desc");
    await expect(gridRows(page).first()).toContainText(purchase.memberCode);

    await activate(page, gridRows(page).filter({ hasText: purchase.memberCode }).filter({ hasText: "Pending" }), purchase, "UTR-E2E-0001");
    // No longer Pending: it leaves the filtered list.
    await expect(gridRows(page).filter({ hasText: purchase.memberCode }).filter({ hasText: "Pending" })).toHaveCount(0);

    await page.goto(`/admin/user-packages?search=${purchase.memberCode}`);
    const row = gridRows(page).filter({ hasText: "UTR-E2E-0001" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Success");
    await expect(row).toContainText(/Active|Upcoming/);
    // The member's name leads to their view.
    await expect(row.getByRole("link").first()).toHaveAttribute("href", `/admin/appuser/view/${purchase.memberId}`);

    await page.goto("/admin/audit-log");
    await page.getByRole("textbox", { name: "Search" }).fill(`customerpackage:${purchase.id}`);
    await expect(gridRows(page).filter({ hasText: "customerpackage.activate" })).toHaveCount(1);
  });

  test("activates from the member view's Purchased packages tab, the same action", async ({ page }) => {
    await page.goto("/admin/user-packages");
    const purchase = await pendingPurchase(page, "asc");
    await page.goto(`/admin/appuser/view/${purchase.memberId}?tab=packages`);
    await expect(page.getByRole("tab", { name: /^Purchased packages/, selected: true })).toBeVisible();
    await expect(gridLoading(page)).toHaveCount(0);
    await activate(page, gridRows(page).filter({ hasText: purchase.packageName }).filter({ hasText: "Pending" }).first(), purchase, "UPI-E2E-0002");
    const row = gridRows(page).filter({ hasText: "UPI-E2E-0002" });
    await expect(row).toContainText("Success");
    await expect(row).toContainText(/Active|Upcoming/);
  });
});

test.describe("Customer Packages, as staff without the page", () => {
  test.use({ account: ACCOUNTS.staff });

  test("is not in the menu and is refused", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: "Customer Packages" })).toHaveCount(0);
    const answer = await page.request.get("/api/admin/customerpackage");
    expect(answer.status()).toBe(403);
  });
});
