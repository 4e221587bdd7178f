/**
 * The Setting page (docs/setting.md), as the full administrator: a tab per group, each flag drawn by
 * its type; a child flag appears under its parent's value; a mistake keeps Save from sending and shows
 * its message on its own tab; a save survives a reload; a credential is shown only as saved, its value
 * in no answer. The flags are put back at the end (other journeys share the database).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./resource-support";
import { waitForMail } from "./support";

const CERTIFICATE = "e2e-agora-certificate-7f3a";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

async function openSetting(page: Page) {
  await page.goto("/admin/setting");
  await expect(page.getByRole("heading", { level: 1, name: "Setting", exact: true })).toBeVisible();
  await expect(tab(page, "Members")).toBeVisible();
}

test("each type of flag saves, a child follows its parent, a mistake is shown on its tab, a credential never comes back", async ({ page }) => {
  const answers: string[] = [];
  page.on("response", async (response) => {
    if (response.url().includes("/api/admin/setting")) answers.push(await response.text().catch(() => ""));
  });
  await openSetting(page);
  for (const name of ["Members", "App", "Video calls", "Mail"]) await expect(tab(page, name)).toBeVisible();

  // Members: a select with a child shown under one value only.
  const format = page.getByRole("combobox", { name: "Member id format" });
  const original = { format: await format.innerText(), version: "" };
  await format.click();
  await page.getByRole("option", { name: "Postfix", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Prefix letters" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Postfix letters" }).fill("IN");
  await page.getByRole("textbox", { name: "Photos a member may upload" }).fill("7");

  // App: text with a pattern, email, a multi-select.
  await tab(page, "App").click();
  const version = page.getByRole("textbox", { name: "Latest app version" });
  original.version = await version.inputValue();
  await version.fill("3.1.4");
  const email = page.getByRole("textbox", { name: "Support email" });
  const originalEmail = await email.inputValue();
  await email.fill("not an address");
  await tab(page, "Members").click();
  await save(page).click();
  // The mistake's tab comes forward, with its message; nothing was sent.
  await expect(tab(page, "App")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Support email must be a valid email address")).toBeVisible();
  expect(answers.filter((text) => text.includes("Saved."))).toHaveLength(0);
  await email.fill("care@example.org");
  await page.getByRole("combobox", { name: "Sign-in methods" }).click();
  await page.getByRole("option", { name: "Apple" }).click();
  await page.keyboard.press("Escape");

  // Video calls: a credential typed once.
  await tab(page, "Video calls").click();
  await page.getByLabel("App Certificate").fill(CERTIFICATE);
  await save(page).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  // Mail: read-only, what the api says of itself.
  await tab(page, "Mail").click();
  await expect(page.getByRole("textbox", { name: "Mail delivery" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "Mail delivery" })).toHaveValue(/\S/);
  const asked = Date.now();
  await page.getByRole("button", { name: "Send test mail" }).click();
  await expect(page.getByText("A test mail was sent to admin@example.com.")).toBeVisible();
  expect((await waitForMail("admin@example.com", asked)).subject).toContain("test mail");

  await page.reload();
  await expect(tab(page, "Members")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Member id format" })).toHaveText("Postfix");
  await expect(page.getByRole("textbox", { name: "Postfix letters" })).toHaveValue("IN");
  await expect(page.getByRole("textbox", { name: "Photos a member may upload" })).toHaveValue("7");
  await tab(page, "App").click();
  await expect(page.getByRole("textbox", { name: "Latest app version" })).toHaveValue("3.1.4");
  await expect(page.getByRole("combobox", { name: "Sign-in methods" })).toContainText("Apple");
  await tab(page, "Video calls").click();
  await expect(page.getByLabel("App Certificate")).toHaveValue("");
  await expect(page.getByLabel("App Certificate")).toHaveAttribute("placeholder", /saved/);
  expect(answers.length).toBeGreaterThan(1);
  expect(answers.some((text) => text.includes(CERTIFICATE))).toBe(false);
  expect(await page.content()).not.toContain(CERTIFICATE);

  // Put back what other journeys may read.
  await tab(page, "Members").click();
  await page.getByRole("combobox", { name: "Member id format" }).click();
  await page.getByRole("option", { name: original.format, exact: true }).click();
  if (original.format === "Prefix") await page.getByRole("textbox", { name: "Prefix letters" }).fill("SM");
  await tab(page, "App").click();
  await page.getByRole("textbox", { name: "Latest app version" }).fill(original.version);
  await page.getByRole("textbox", { name: "Support email" }).fill(originalEmail);
  await page.getByRole("combobox", { name: "Sign-in methods" }).click();
  await page.getByRole("option", { name: "Apple" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("combobox", { name: "Sign-in methods" })).not.toContainText("Apple");
  await save(page).click();
  await expect(page.getByText("Saved.")).toHaveCount(1);
});

test("the console follows the date format and the communities switch: menu, pages, columns, filters and days", async ({ page }) => {
  const sidebar = page.getByTestId("sidebar");
  await openSetting(page);
  await page.getByRole("switch", { name: "Communities", exact: true }).uncheck();
  // The child switch is asked only while communities are on.
  await expect(page.getByRole("switch", { name: "Sub communities", exact: true })).toHaveCount(0);
  await tab(page, "Console").click();
  await page.getByRole("combobox", { name: "Date format" }).click();
  await page.getByRole("option", { name: "DD/MM/YYYY", exact: true }).click();
  await save(page).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  try {
    await page.goto("/admin/religion");
    await expect(sidebar.getByRole("link", { name: "Religion", exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: /Community/ })).toHaveCount(0);

    // A page switched off is still there for its records, and says why it left the menu.
    await page.goto("/admin/community");
    await expect(page.getByText(/^Communities are off in Setting/)).toBeVisible();

    await page.goto("/admin/applicationuser");
    await expect(page.getByRole("columnheader", { name: "Registered on" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Community" })).toHaveCount(0);
    await expect(page.getByRole("gridcell", { name: /^\d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible();
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(page.getByRole("combobox", { name: "Religion" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Community" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/admin/appuser");
    await expect(page.getByRole("combobox", { name: "Religion" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Community" })).toHaveCount(0);
  } finally {
    // Put back what other journeys read.
    await openSetting(page);
    await page.getByRole("switch", { name: "Communities", exact: true }).check();
    await expect(page.getByRole("switch", { name: "Sub communities", exact: true })).toBeChecked();
    await tab(page, "Console").click();
    await page.getByRole("combobox", { name: "Date format" }).click();
    await page.getByRole("option", { name: "DD MMM YYYY", exact: true }).click();
    await save(page).click();
    await expect(page.getByText("Saved.")).toBeVisible();
  }
  await page.goto("/admin/applicationuser");
  await expect(page.getByRole("columnheader", { name: "Community" })).toBeVisible();
  await expect(page.getByRole("gridcell", { name: /^\d{2} [A-Z][a-z]{2} \d{4}$/ }).first()).toBeVisible();
});
