/**
 * A staff member who works without a mouse (docs/accessibility.md): signs in, skips to the content,
 * goes through the sidebar, opens a list, sorts it, pages it, adds a row and closes dialogs, switches
 * a row off and on through its confirmation; with a visible focus at every step. The religion made
 * here is deleted at the end, through the api: the journeys share one database.
 */
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, deleteReligionsNamed } from "./support";
import { toast } from "./resource-support";
import { MESSAGES } from "../lib/messages";
import { PRODUCT_NAME } from "../lib/product";

const RUN = Date.now().toString(36).slice(-5);

/** What has the focus: its role, accessible name (aria-label or text) and whether its focus shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { role: "", name: "", id: "", visible: false };
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== "none" && style.outlineWidth !== "0px";
    const visible = ring || style.boxShadow !== "none" || element.classList.contains("Mui-focusVisible") || Boolean(element.closest(".Mui-focusVisible, .Mui-focused"));
    return {
      role: element.getAttribute("role") ?? element.tagName.toLowerCase(),
      name: (element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "").trim(),
      id: element.id,
      visible,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focus is on what `wanted` says; fails after `max` presses. */
async function tabTo(page: Page, wanted: (focus: Awaited<ReturnType<typeof focused>>) => boolean, { max = 80, back = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const focus = await focused(page);
    if (wanted(focus)) {
      expect(focus.visible, `the focus on "${focus.name}" shows`).toBe(true);
      return focus;
    }
  }
  throw new Error(`Tab never reached the element wanted after ${max} presses.`);
}

const named = (name: string | RegExp) => (focus: { name: string }) => (typeof name === "string" ? focus.name === name : name.test(focus.name));

async function expectPage(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} | ${PRODUCT_NAME}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test("a whole working session without a mouse", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Keyboard ${RUN}`;

  // Sign in: the email field has the focus; a wrong password is announced, with the field's error.
  await page.goto("/");
  // The button waits for the page's JavaScript: a form submitted before it would do nothing.
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.keyboard.press("Enter");
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const describedBy = await email.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(MESSAGES.emailRequired);
  await expect(email).toBeFocused();
  await page.keyboard.type(ACCOUNTS.admin.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ACCOUNTS.admin.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectPage(page, "Dashboard");

  // The first Tab stop skips the header and the sidebar.
  const skip = await tabTo(page, named("Skip to content"), { max: 1 });
  expect(skip.role).toBe("a");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeInViewport();
  await page.keyboard.press("Enter");
  expect((await focused(page)).id).toBe("main-content");

  // Through the sidebar: open the Master Entry group, then Religion.
  await tabTo(page, named("Master Entry"), { back: true });
  await page.keyboard.press("Enter");
  await tabTo(page, named("Religion"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/religion$/);
  await expectPage(page, "Religion");
  // The new page has the focus, as after a page load: the next Tab is in it.
  await expect.poll(async () => (await focused(page)).id).toBe("main-content");

  // Sort by name from its column header, then the next page.
  await tabTo(page, (focus) => focus.role === "columnheader" || focus.role === "gridcell");
  for (let step = 0; step < 5 && (await focused(page)).role !== "columnheader"; step++) await page.keyboard.press("ArrowUp");
  for (let step = 0; step < 12 && !/^Name/.test((await focused(page)).name); step++) await page.keyboard.press("ArrowRight");
  expect((await focused(page)).name).toMatch(/^Name/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await tabTo(page, named("Go to next page"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);

  // The add dialog: Escape closes it; then a religion is added through it.
  const add = await tabTo(page, named("Add religion"), { back: true });
  expect(add.role).toBe("button");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add religion" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await tabTo(page, named("Add religion"), { back: true });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, (focus) => focus.role === "input" || focus.role === "textbox", { max: 5 });
  await page.keyboard.type(name);
  await tabTo(page, named("Add"), { max: 15 });
  await page.keyboard.press("Enter");
  await expect(toast(page, "Religion added")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The new row, found by the search box, switched off and on through its confirmation.
  await tabTo(page, named("Search"), { back: true });
  await page.keyboard.type(name);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  const toggle = await tabTo(page, (focus) => focus.role === "switch");
  expect(toggle.name).toContain(name);
  await page.keyboard.press("Space");
  const confirm = page.getByRole("dialog");
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("switch", { name: new RegExp(name) })).toBeChecked();
  await page.keyboard.press("Space");
  await expect(confirm).toBeVisible();
  await tabTo(page, named(/^(Yes|Confirm|OK|Switch off|Turn off)/i), { max: 6 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("switch", { name: new RegExp(name) })).not.toBeChecked();

  await deleteReligionsNamed(page, name);
});
