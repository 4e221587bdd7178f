import type { Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { requireResource } from "../lib/resources/index";
import { ACCOUNTS } from "./support";
import { activeSwitch, choose, confirm, expect, fillForm, labelled, test, toast } from "./resource-support";


const RUN = Date.now().toString(36).slice(-5);
const cards = (page: Page, singular: string) => page.getByRole("list", { name: `${singular} list` }).getByRole("listitem");
const search = (page: Page) => page.getByRole("textbox", { name: "Search" });

test.describe("Success Story", () => {
  const stories = requireResource("successstory");

  test("cards page, filter by Engaged or Married, and sort by date", async ({ page }) => {
    await page.goto("/admin/successStory");
    await expect(page.getByRole("heading", { level: 1, name: "Success Story" })).toBeVisible();
    await expect(cards(page, "Success story")).toHaveCount(10);
    await choose(page, page.getByRole("combobox", { name: labelled("Engaged or Married") }), "Engaged");
    await expect(page).toHaveURL(/[?&]stage=Engaged(&|$)/);
    const engaged = stories.seed!.filter((row) => row.stage === "Engaged").length;
    await expect(page.getByText(`1–10 of ${engaged}`)).toBeVisible();
    for (const card of await cards(page, "Success story").all()) await expect(card).toContainText("Engaged");

    await choose(page, page.getByRole("combobox", { name: labelled("Sort by") }), "Engagement or wedding date ↑");
    await expect(page).toHaveURL(/[?&]order=asc(&|$)/);
    const first = stories.seed!.filter((row) => row.stage === "Engaged").map((row) => String(row.eventDate)).sort()[0];
    await expect(cards(page, "Success story").first()).toContainText(new Date(`${first}T00:00:00Z`).getUTCFullYear().toString());
    await page.getByRole("button", { name: "Go to next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(`11–20 of ${engaged}`)).toBeVisible();
  });

  test("a story is added, found, edited, switched off and deleted", async ({ page }) => {
    await page.goto("/admin/successStory");
    const couple = `Test Groom ${RUN} & Test Bride`;
    await page.getByRole("button", { name: "Add success story", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add success story" });
    await fillForm(page, dialog, stories, { couple, eventDate: 12, story: "We met here and married in Pune." });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Success story added")).toBeVisible();

    await search(page).fill(`Groom ${RUN}`);
    await expect(cards(page, "Success story")).toHaveCount(1);
    const card = cards(page, "Success story").first();
    await expect(card).toContainText(couple);
    await expect(card).toContainText("We met here and married in Pune.");

    await card.getByRole("button", { name: `Edit ${couple}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit success story" });
    await edit.getByRole("textbox", { name: labelled("Story") }).fill("We met here and married in Nashik.");
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Success story saved")).toBeVisible();
    await expect(card).toContainText("Nashik");

    await activeSwitch(page, couple).click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(activeSwitch(page, couple)).not.toBeChecked();

    await card.getByRole("button", { name: `Delete ${couple}`, exact: true }).click();
    await confirm(page, "Delete");
    await expect(toast(page, "Success story deleted")).toBeVisible();
    await expect(cards(page, "Success story")).toHaveCount(0);
    await expect(page.getByText(MESSAGES.dataNotFound)).toBeVisible();
  });
});

test.describe("Feedback", () => {
  test("cards page: search, no add or edit, and the switch hides a message", async ({ page }) => {
    await page.goto("/admin/feedback");
    await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
    await expect(cards(page, "Feedback")).toHaveCount(10);
    await expect(page.getByRole("button", { name: /^Add/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);

    await search(page).fill("refund");
    const matching = requireResource("feedback").seed!.filter((row) => /refund/i.test(`${row.title} ${row.description} ${row.member}`)).length;
    await expect(page.getByText(`of ${matching}`)).toBeVisible();
    const card = cards(page, "Feedback").first();
    const title = (await card.getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "");
    const switches = card.getByLabel(/ active$/);
    const before = await switches.isChecked();
    await switches.click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(switches).toBeChecked({ checked: !before });
    await switches.click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(switches).toBeChecked({ checked: before });
    expect(title.length).toBeGreaterThan(0);
  });
});

test.describe("the content pages for staff with their titles", () => {
  test.use({ account: ACCOUNTS.content });

  test("a content editor lists, searches, adds and deletes stories, and searches feedback", async ({ page }) => {
    await page.goto("/admin/successStory");
    await expect(cards(page, "Success story")).toHaveCount(10);
    const couple = `Staff Groom ${RUN} & Staff Bride`;
    await page.getByRole("button", { name: "Add success story", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add success story" });
    await fillForm(page, dialog, requireResource("successstory"), { couple, eventDate: 3, story: "Added by a content editor." });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Success story added")).toBeVisible();
    await search(page).fill(`Staff Groom ${RUN}`);
    await expect(cards(page, "Success story")).toHaveCount(1);
    await cards(page, "Success story").first().getByRole("button", { name: `Delete ${couple}`, exact: true }).click();
    await confirm(page, "Delete");
    await expect(toast(page, "Success story deleted")).toBeVisible();
    await page.goto("/admin/feedback?search=coupon");
    await expect(cards(page, "Feedback").first()).toContainText(/coupon/i);
  });
});
