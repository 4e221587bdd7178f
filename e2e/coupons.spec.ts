import type { Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { requireResource } from "../lib/resources/index";
import { ACCOUNTS } from "./support";
import { activeSwitch, choose, columnCells, confirm, expect, gridRows, labelled, openRichText, pickDay, richTextEditor, showColumn, test, toast } from "./resource-support";


const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const coupon = requireResource("coupon");
const seed = coupon.seed ?? [];
const searchBox = (page: Page) => page.getByRole("textbox", { name: "Search" });

test.describe("Coupons, as the full administrator", () => {
  test("list, search by code, filter by type", async ({ page }) => {
    await page.goto("/admin/coupon");
    await expect(page.getByRole("heading", { level: 1, name: "Coupons", exact: true })).toBeVisible();
    // Valid From waits for Columns: the default columns leave the row's buttons in view on a laptop.
    await showColumn(page, "Valid From");
    for (const header of ["Name", "Code", "Discount", "Valid From", "Valid Till", "Expired"]) {
      // The sorted column's header also names its sort button.
      await expect(page.getByRole("columnheader", { name: new RegExp(`^${header}( Sort)?$`) })).toBeVisible();
    }
    await expect(gridRows(page)).toHaveCount(10);

    const wanted = seed.filter((row) => String(row.code).startsWith("DIWALI24"));
    await searchBox(page).fill("diwali24");
    await expect(page).toHaveURL(/[?&]search=diwali24(&|$)/);
    await expect(gridRows(page)).toHaveCount(wanted.length);
    for (const code of await columnCells(page, "code").allTextContents()) expect(code).toMatch(/^DIWALI24/);

    await choose(page, page.getByRole("combobox", { name: labelled("Discount Type") }), "Amount");
    await expect(page).toHaveURL(/[?&]discountType=Amount(&|$)/);
    const amounts = wanted.filter((row) => row.discountType === "Amount");
    await expect(gridRows(page)).toHaveCount(amounts.length);
    for (const discount of await columnCells(page, "discount").allTextContents()) expect(discount).toMatch(/^₹[\d,]+\.\d{2}$/);
  });

  test("add with the date pickers and bold terms, edit, toggle", async ({ page }) => {
    const name = `E2E Coupon ${RUN}`;
    const code = `E2E${RUN}`;
    await page.goto("/admin/coupon");
    await page.getByRole("button", { name: "Add coupon", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add coupon" });
    const box = (label: string) => dialog.getByRole("textbox", { name: labelled(label) });
    await box("Name").fill(name);
    await box("Code").fill(code);
    await dialog.getByRole("radio", { name: "Percentage", exact: true }).check();
    await box("Value").fill("150");
    await box("Max Usage").fill("100");
    await box("Usage Per Member").fill("2");
    await pickDay(page, dialog, "Valid From", 20);
    await pickDay(page, dialog, "Valid Till", 10);
    const packages = dialog.getByRole("combobox", { name: labelled("Packages") });
    await packages.click();
    await page.getByRole("listbox").getByRole("option", { name: "Gold", exact: true }).click();
    // Escape with no list open would close the dialog.
    if (await page.getByRole("listbox").isVisible()) await packages.press("Escape");
    await box("Description").fill("A coupon made by the browser journey.");
    const terms = await openRichText(dialog, "Terms and Conditions");
    await terms.pressSequentially("Pay ");
    await dialog.getByRole("button", { name: "Bold", exact: true }).click();
    await terms.pressSequentially("before the offer ends");
    await expect(terms.locator("strong")).toHaveText("before the offer ends");

    // The rules across fields speak under their fields.
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Value must be at most 100 for a percentage discount")).toBeVisible();
    await expect(dialog.getByText("Valid Till must be on or after Valid From")).toBeVisible();
    await box("Value").fill("15");
    await pickDay(page, dialog, "Valid Till", 25);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Coupon added")).toBeVisible();
    await expect(dialog).toBeHidden();

    await searchBox(page).fill(code);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(columnCells(page, "discount")).toHaveText("15%");
    await showColumn(page, "Valid From");
    await expect(columnCells(page, "validFrom")).toHaveText(/^20 \w{3} \d{4}$/);
    await expect(columnCells(page, "validTill")).toHaveText(/^25 \w{3} \d{4}$/);
    const stored = (await (await page.request.get(`/api/admin/coupon?search=${code}`)).json()) as { recordList: { terms: string }[] };
    expect(stored.recordList[0].terms).toContain("<strong>before the offer ends</strong>");

    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit coupon" });
    await expect(richTextEditor(edit, "Terms and Conditions").locator("strong")).toHaveText("before the offer ends");
    await edit.getByRole("radio", { name: "Amount", exact: true }).check();
    await edit.getByRole("textbox", { name: labelled("Value") }).fill("500");
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Coupon saved")).toBeVisible();
    await expect(columnCells(page, "discount")).toHaveText("₹500.00");

    await activeSwitch(page, name).click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(toast(page, "Coupon is now inactive")).toBeVisible();
    await expect(activeSwitch(page, name)).not.toBeChecked();
    await expect(page.getByRole("button", { name: `Delete ${name}`, exact: true })).toHaveCount(0);
  });

  test("an expired seed coupon carries the Expired mark, a future one does not", async ({ page }) => {
    const expired = seed.find((row) => String(row.validTill) < "2024-01-01")!;
    const future = seed.find((row) => String(row.validFrom) > "2027-06-01")!;
    await page.goto(`/admin/coupon?search=${expired.code}`);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(columnCells(page, "expired")).toHaveText("Expired");
    await page.goto(`/admin/coupon?search=${future.code}`);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(columnCells(page, "expired")).toHaveText("");
  });
});

test.describe("Coupons, as staff with the page", () => {
  test.use({ account: ACCOUNTS.content });

  test("a content editor finds a coupon by its code and switches it off and on", async ({ page }) => {
    const [first] = seed.filter((row) => row.isActive !== false);
    await page.goto(`/admin/coupon?search=${encodeURIComponent(String(first.code))}`);
    await expect(columnCells(page, "code").first()).toHaveText(String(first.code));
    const name = String(first.name);
    await activeSwitch(page, name).click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(activeSwitch(page, name)).not.toBeChecked();
    await activeSwitch(page, name).click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(activeSwitch(page, name)).toBeChecked();
  });
});
