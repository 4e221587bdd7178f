import type { Locator, Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { requireResource } from "../lib/resources/index";
import { ACCOUNTS } from "./support";
import { confirm, expect, labelled, test, toast, typeRichText } from "./resource-support";


const RUN = Date.now().toString(36).slice(-5);
const categories = requireResource("faqcategory").seed!.map((row) => String(row.name));
const questionsOf = (category: string) => requireResource("faq").seed!.filter((row) => row.categoryId === category).map((row) => String(row.question));

/** A category's heading button, which opens and closes it. */
const fold = (page: Page, name: string) => page.getByRole("heading", { level: 2 }).getByRole("button", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")}`) });
const region = (page: Page, name: string) => page.getByRole("region", { name: `${name}: faq` });
const questionCards = (area: Locator) => area.getByRole("listitem");

async function addQuestion(page: Page, area: Locator, question: string, answer: string) {
  await area.getByRole("button", { name: "Add question", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add question" });
  await expect(dialog.getByRole("combobox", { name: labelled("Category") })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: labelled("Question") }).fill(question);
  await typeRichText(dialog, "Answer", answer);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  // The toast of the question before may still show: the newest is the last.
  await expect(toast(page, "Question added").last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("FAQs", () => {
  test("categories fold open onto their questions, in order", async ({ page }) => {
    await page.goto("/admin/FAQs");
    await expect(page.getByRole("heading", { level: 1, name: "FAQs" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([...categories].sort().map((name) => new RegExp(`^${name.replace(/[&]/g, "\\&")}`)));
    const name = "Privacy & Safety";
    await expect(fold(page, name)).toHaveAttribute("aria-expanded", "false");
    await fold(page, name).click();
    await expect(fold(page, name)).toHaveAttribute("aria-expanded", "true");
    await expect(questionCards(region(page, name)).getByRole("heading")).toHaveText(questionsOf(name).map((q) => new RegExp(q.replace(/[?.*+()]/g, "\\$&"))));
    // A search inside the category narrows its questions only.
    await region(page, name).getByRole("textbox", { name: "Search" }).fill("block");
    await expect(questionCards(region(page, name))).toHaveCount(questionsOf(name).filter((q) => /block/i.test(q)).length);
  });

  test("a category is added, edited, switched off, filled with questions that move, and deleted with them", async ({ page }) => {
    await page.goto("/admin/FAQs");
    const name = `E2E Category ${RUN}`;
    await page.getByRole("button", { name: "Add FAQ category", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add FAQ category" });
    await dialog.getByRole("textbox", { name: labelled("Category") }).fill(name);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "FAQ category added")).toBeVisible();

    await page.getByRole("textbox", { name: "Search" }).first().fill(name);
    await expect(fold(page, name)).toBeVisible();
    const renamed = `${name} Renamed`;
    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit FAQ category" });
    await edit.getByRole("textbox", { name: labelled("Category") }).fill(renamed);
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "FAQ category saved")).toBeVisible();
    await expect(fold(page, renamed)).toBeVisible();

    await page.getByLabel(`${renamed} active`, { exact: true }).click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(page.getByLabel(`${renamed} active`, { exact: true })).not.toBeChecked();

    await fold(page, renamed).click();
    const area = region(page, renamed);
    await addQuestion(page, area, `First question ${RUN}?`, "The first answer.");
    await addQuestion(page, area, `Second question ${RUN}?`, "The second answer.");
    await expect(fold(page, renamed)).toContainText("2 questions");
    const order = () => questionCards(area).getByRole("heading").allTextContents();
    await expect.poll(order).toEqual([expect.stringContaining("First question"), expect.stringContaining("Second question")]);
    await area.getByRole("button", { name: `Move up: Second question ${RUN}?`, exact: true }).click();
    await expect(toast(page, "Question moved up.")).toBeVisible();
    await expect.poll(order).toEqual([expect.stringContaining("Second question"), expect.stringContaining("First question")]);

    await area.getByRole("button", { name: `Delete First question ${RUN}?`, exact: true }).click();
    await confirm(page, "Delete");
    await expect(toast(page, "Question deleted")).toBeVisible();
    await expect(questionCards(area)).toHaveCount(1);

    const questionId = await page.request
      .get(`/api/admin/faq?search=${encodeURIComponent(`Second question ${RUN}`)}`)
      .then(async (r) => ((await r.json()) as { recordList: { id: number }[] }).recordList[0].id);
    await page.getByRole("button", { name: `Delete ${renamed}`, exact: true }).click();
    await confirm(page, "Delete", "and all its questions");
    await expect(toast(page, "FAQ category deleted")).toBeVisible();
    await expect(fold(page, renamed)).toHaveCount(0);
    expect((await page.request.get(`/api/admin/faq/${questionId}`)).status()).toBe(404);
  });
});

test.describe("FAQs for staff with the page", () => {
  test.use({ account: ACCOUNTS.content });

  test("a content editor opens a category and edits a question, and switches it off and on", async ({ page }) => {
    await page.goto("/admin/FAQs");
    const name = "Account & Support";
    await fold(page, name).click();
    const question = questionsOf(name)[0];
    await region(page, name).getByRole("button", { name: `Edit ${question}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit question" });
    const box = dialog.getByRole("textbox", { name: labelled("Question") });
    await expect(box).toHaveValue(question);
    const edited = `${question.replace(/\?$/, "")} today?`;
    await box.fill(edited);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Question saved")).toBeVisible();
    await expect(region(page, name).getByRole("heading", { name: edited })).toBeVisible();
    // Back as it was, for the other journeys.
    await region(page, name).getByRole("button", { name: `Edit ${edited}`, exact: true }).click();
    await dialog.getByRole("textbox", { name: labelled("Question") }).fill(question);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(region(page, name).getByRole("heading", { name: question })).toBeVisible();
    const control = region(page, name).getByLabel(`${question} active`, { exact: true });
    await control.click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(control).not.toBeChecked();
    await control.click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(control).toBeChecked();
  });
});
