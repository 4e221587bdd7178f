/**
 * Helpers for the resource-engine journeys (e2e/resources.spec.ts): one sign-in per account per
 * worker shared as a storage state, and generic drivers of the list page and of the add/edit dialog
 * that read a resource's declaration (lib/resources) to know what to fill.
 */
import { readFileSync } from "node:fs";
import { expect, test as base, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { E2E } from "../playwright.config";
import { pageOwning } from "../lib/pages";
import type { ResourceDef } from "../lib/engine/define";
import { isShown, secretLabelsFor, type Field, type NumberField, type TextField } from "../lib/engine/fields";
import { editableFields } from "../lib/engine/schema";
import { ACCOUNTS, signIn } from "./support";

type Account = { email: string; password: string };
type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

async function signedInState(browser: Browser, account: Account): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E.port}` });
  try {
    const page = await context.newPage();
    await signIn(page, account);
    await expect(page).toHaveURL(/\/admin\/[\w-]+$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * `test` whose pages start signed in as `account` (the administrator unless a describe says
 * `test.use({ account })`): each account signs in once per worker, its cookie reused by every test.
 */
export const test = base.extend<{ account: Account }, { signedIn: (account: Account) => Promise<StorageState> }>({
  account: [ACCOUNTS.admin, { option: true }],
  signedIn: [
    async ({ browser }, use) => {
      const states = new Map<string, Promise<StorageState>>();
      await use((account) => {
        if (!states.has(account.email)) states.set(account.email, signedInState(browser, account));
        return states.get(account.email)!;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ account, signedIn }, use) => use(await signedIn(account)),
});

export { expect };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An accessible name that starts with a field's label (MUI adds " *" and a select's shown value). */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(?=\\s|\\*|$)`);

export const pageTitleOf = (resource: ResourceDef) => pageOwning(resource.key)!.title;

export const toast = (page: Page, text: string) => page.locator("#notistack-snackbar").filter({ hasText: text });

/** The rows of the lists in `scope` (the page, or a dialog holding a list): their tables' body rows. */
export const gridRows = (scope: Page | Locator) => scope.locator('[role="grid"] > tbody > tr');

/** A list still waiting for its rows (its table is busy: the rows shown are the last answer's). */
export const gridLoading = (page: Page) => page.locator('[role="grid"][aria-busy="true"]');

/** The texts of one column, in the order shown. */
export const columnCells = (page: Page, field: string) => gridRows(page).locator(`[data-field="${field}"]`);

/** Shows a column the grid leaves out until asked (an `optional` column), through Columns. */
export async function showColumn(page: Page, header: string) {
  await page.getByRole("button", { name: "Columns", exact: true }).click();
  const item = page.getByRole("menuitemcheckbox", { name: header, exact: true });
  await expect(item).toHaveAttribute("aria-checked", "false");
  await item.click();
  await expect(item).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
}

export const activeSwitch = (page: Page, name: string) => page.getByLabel(`${name} active`, { exact: true });

/** Opens an MUI select and picks an option (the first one when not named); returns its text. */
export async function choose(page: Page, select: Locator, option?: string): Promise<string> {
  await expect(select).toBeEnabled();
  await select.click();
  const listbox = page.getByRole("listbox");
  const item = option ? listbox.getByRole("option", { name: option, exact: true }) : listbox.getByRole("option").first();
  await expect(item).toBeVisible();
  const text = (await item.textContent()) ?? "";
  await item.click();
  return text;
}

/** Clicks the Yes/Delete/… of the confirmation dialog after checking what it asks. */
export async function confirm(page: Page, button: string, message?: string) {
  const dialog = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: button, exact: true }) });
  if (message) await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: button, exact: true }).click();
}

// ---- values a declaration accepts --------------------------------------------------------------

/** Every value the seed gives a field, lower-cased: the unique ones to stay away from. */
const seededValues = (resource: ResourceDef, key: string) =>
  new Set((resource.seed ?? []).map((row) => String(row[key] ?? "").toLowerCase()));

function* fallbackTexts(max: number) {
  // Capital letters from the end of the alphabet: satisfies code-like patterns such as /^[A-Z]{3}$/.
  const letters = "ZYXWVUTSRQ";
  const length = Math.min(max, 8);
  for (let i = 0; i < 1000; i++) yield [...String(i).padStart(length, "0")].map((d) => letters[Number(d)]).join("");
}

/** A value for a text field: `wanted` when the field's max and pattern allow it, else the nearest thing that does. */
export function textValue(resource: ResourceDef, key: string, field: TextField, wanted: string, avoid: string[] = []): string {
  const taken = new Set([...seededValues(resource, key), ...avoid.map((a) => a.toLowerCase())]);
  const fits = (value: string) => {
    if (!value || value.length > field.max || taken.has(value.toLowerCase())) return false;
    if (!field.pattern) return true;
    const regex = new RegExp(field.pattern.regex.source, field.pattern.regex.flags.replace(/[gy]/g, ""));
    return regex.test(value);
  };
  const candidates = [wanted, wanted.replace(/[^A-Za-z0-9 ]/g, ""), wanted.replace(/[^A-Za-z0-9]/g, ""), wanted.toUpperCase().replace(/[^A-Z]/g, "")];
  for (const candidate of candidates) {
    const trimmed = candidate.slice(0, field.max).trim();
    if (fits(trimmed)) return trimmed;
  }
  for (const candidate of fallbackTexts(field.max)) if (fits(candidate)) return candidate;
  throw new Error(`No value fits ${resource.key}.${key}`);
}

const uniqueKeys = (resource: ResourceDef) => new Set((resource.unique ?? []).flatMap((rule) => rule.fields));

/** Unique numbers near the top of their range (the seed keeps to the middle), others at their minimum. */
export function numberValue(resource: ResourceDef, key: string, field: NumberField, step = 1): number {
  return uniqueKeys(resource).has(key) ? field.max - step : field.min;
}

/** The field an edit changes: the display field when it is text or a number, else the first text or number. */
export function editedKey(resource: ResourceDef): string {
  const fields = editableFields(resource);
  const display = fields.find(([key, field]) => key === resource.display && (field.kind === "text" || field.kind === "number"));
  return (display ?? fields.find(([, f]) => f.kind === "text") ?? fields.find(([, f]) => f.kind === "number")!)[0];
}

/** A 1×1 PNG for required pictures. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/**
 * Fills the add dialog from the declaration: text and numbers as given in `values` (else made up),
 * the first choice of refs and enums, every choice of ref lists, one line of rows at its minimum, a
 * required picture, the first key of a secret. Returns what went into each text and number field.
 */
export async function fillForm(page: Page, dialog: Locator, resource: ResourceDef, values: Record<string, string | number>) {
  // The choices made so far: a field they do not ask for is not drawn (shownWhen), a secret's keys follow them.
  const chosen: Record<string, unknown> = { ...values };
  for (const [key, field] of editableFields(resource) as [string, Field][]) {
    if (!isShown(field, chosen)) continue;
    const input = dialog.getByRole("textbox", { name: labelled(field.label) });
    const select = dialog.getByRole("combobox", { name: labelled(field.label) });
    switch (field.kind) {
      case "text":
      case "number":
      case "money":
      case "percent":
        await input.fill(String(values[key]));
        break;
      case "date":
        await pickDay(page, dialog, field.label, Number(values[key] ?? 15));
        break;
      case "richText":
        await typeRichText(dialog, field.label, String(values[key]));
        break;
      case "boolean":
        break; // the default is a valid choice
      case "enum":
        if (field.display === "radio") await dialog.getByRole("radio", { name: field.options[0], exact: true }).check();
        chosen[key] = field.display === "radio" ? field.options[0] : await choose(page, select);
        break;
      case "ref":
        await choose(page, select);
        break;
      case "refList": {
        // Every choice, one at a time: a rule may need one in particular (an active gateway, the default currency).
        for (let picked = 0; ; picked++) {
          await select.click();
          await select.press("ArrowDown");
          const listbox = page.getByRole("listbox");
          await expect(listbox.getByRole("option").first()).toBeVisible();
          const next = listbox.locator('[role="option"][aria-selected="false"]').first();
          if (!(await next.count())) break;
          await next.click();
          await expect(dialog.locator(".MuiAutocomplete-tag, .MuiChip-root")).toHaveCount(picked + 1);
          if (await listbox.isVisible()) await select.press("Escape");
        }
        if (await page.getByRole("listbox").isVisible()) await select.press("Escape");
        break;
      }
      case "rows": {
        await dialog.getByRole("button", { name: `Add ${field.ref.label.toLowerCase()}`, exact: true }).click();
        await choose(page, dialog.getByRole("combobox", { name: labelled(field.ref.label) }).last());
        await dialog.getByRole("textbox", { name: labelled(field.value.label) }).last().fill(String(field.value.min));
        break;
      }
      case "image":
        if (field.required) {
          await dialog.getByLabel(field.label, { exact: true }).setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PIXEL });
          await expect(dialog.getByText("Replace picture")).toBeVisible();
        }
        break;
      case "secret": {
        const [first] = secretLabelsFor(field, chosen);
        if (first) await dialog.getByLabel(first, { exact: true }).fill("e2e-secret-value");
        break;
      }
    }
  }
}

/** The date picker of a form's field: MUI X names its group of day, month and year by the label. */
export const datePicker = (dialog: Locator, label: string) => dialog.getByRole("group", { name: label, exact: true });

/** Opens the field's calendar and picks a day of the month it shows (the current one, or the chosen day's). */
export async function pickDay(page: Page, dialog: Locator, label: string, day: number) {
  const picker = datePicker(dialog, label);
  const shown = picker.getByRole("spinbutton", { name: "Day" });
  const calendar = page.getByRole("dialog").filter({ has: page.getByRole("grid") });
  const cell = calendar.getByRole("gridcell", { name: String(day), exact: true });
  // A click while the calendar is still opening is lost: pick again until the field shows the day.
  await expect(async () => {
    if (!(await calendar.isVisible())) await picker.getByRole("button", { name: /^Choose date/ }).click();
    await cell.click({ timeout: 2_000 });
    await expect(shown).toHaveText(String(day).padStart(2, "0"), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // A pick closes the calendar; one that opened above its field sometimes stays open.
  if (!(await calendar.waitFor({ state: "hidden", timeout: 2_000 }).then(() => true, () => false))) await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(shown).toHaveText(String(day).padStart(2, "0"));
}

/** The rich-text editor of a field (TipTap's editable area, or its stand-in until first used, named by the field's label). */
export const richTextEditor = (dialog: Locator, label: string) => dialog.getByRole("textbox", { name: label, exact: true });

/** Clicks a rich-text field and waits for its editor, which loads on that first click (its toolbar shows it is there). */
export async function openRichText(dialog: Locator, label: string) {
  const editor = richTextEditor(dialog, label);
  await expect(editor).toBeVisible();
  await editor.click();
  await expect(dialog.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await expect(editor).toBeFocused();
  return editor;
}

/** Replaces the editor's text with `text`, typed as a person would. */
export async function typeRichText(dialog: Locator, label: string, text: string) {
  const editor = await openRichText(dialog, label);
  await editor.press("ControlOrMeta+a");
  await editor.pressSequentially(text);
  await expect(editor).toContainText(text);
}

/** A downloaded CSV export: its text, and its lines without the final line break. */
export function csvOf(file: string) {
  const text = readFileSync(file, "utf8");
  const lines = text.split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  return { text, lines };
}
