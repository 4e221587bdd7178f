import type { Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { inSentence } from "../lib/engine/format";
import { apiPaths } from "../lib/api-paths";
import { listQueryOf, listStateOf } from "../lib/engine/list-state";
import { pageOwning, viewOf } from "../lib/pages";
import { RESOURCES, requireResource } from "../lib/resources/index";
import type { ResourceDef } from "../lib/engine/define";
import { editableFields } from "../lib/engine/schema";
import { ACCOUNTS, drawnInBrowser } from "./support";
import {
  activeSwitch,
  choose,
  columnCells,
  confirm,
  csvOf,
  editedKey,
  expect,
  fillForm,
  gridRows,
  labelled,
  numberValue,
  pageTitleOf,
  test,
  textValue,
  toast,
} from "./resource-support";


/** Tells this run's records apart in names and searches. */
const RUN = Date.now().toString(36).slice(-5);

const searchBox = (page: Page) => page.getByRole("textbox", { name: "Search" });
const seedOf = (key: string) => requireResource(key).seed ?? [];
/** The list's order for names (lower(name), then the id: the seed's order). */
const byName = (names: string[]) => [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

/** The values of a new record of `resource`, and those of its edit. */
function valuesFor(resource: ResourceDef) {
  const added: Record<string, string | number> = {};
  for (const [key, field] of editableFields(resource)) {
    if (field.kind === "text") added[key] = textValue(resource, key, field, `E2E ${key === resource.display ? resource.singular : field.label} ${RUN}`);
    if (field.kind === "number") added[key] = numberValue(resource, key, field);
    // Small enough for a percentage too (a coupon's value).
    if (field.kind === "money" || field.kind === "percent") added[key] = 10;
    // The day picked in the calendar of the month it opens on: the same for every date, so "not before" holds.
    if (field.kind === "date") added[key] = 15;
    if (field.kind === "richText") added[key] = `E2E ${field.label} ${RUN}`;
  }
  const key = editedKey(resource);
  const field = resource.fields[key];
  const edited =
    field.kind === "text" ? textValue(resource, key, field, `Edited ${resource.singular} ${RUN}`, [String(added[key])]) : field.kind === "number" ? numberValue(resource, key, field, 2) : "";
  return { added, key, edited };
}

async function totalRecords(page: Page, resource: ResourceDef): Promise<number> {
  const response = await page.request.get(`/api/admin/${resource.key}?page=1&pageSize=1`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalRecords: number }).totalRecords;
}

/**
 * Where a new row of a resource without search fields shows: its display column sorted from the top
 * (unique numbers are added near the top of their range, so on the first page), else the default
 * order; and the page of that order holding it, found through the api. (Pages after the first are
 * not reliable while the Data Grid goes back to the first page on every render: see the test
 * "the page number stays…" below.)
 */
async function placeOf(page: Page, resource: ResourceDef, name: string): Promise<{ query: string; page: number }> {
  const byDisplay = resource.columns.some((c) => c.field === resource.display && c.sortable);
  const query = byDisplay ? `sort=${resource.display}&order=desc` : "";
  for (let n = 1; ; n++) {
    const response = await page.request.get(`/api/admin/${resource.key}?page=${n}&pageSize=10&${query}`);
    const body = (await response.json()) as { totalRecords: number; recordList: Record<string, unknown>[] };
    if (body.recordList.some((row) => String(row[resource.display]) === name)) return { query, page: n };
    if (n * 10 >= body.totalRecords) throw new Error(`No ${resource.key} named ${name}`);
  }
}

/**
 * Resources shown as the whole page's grid; the others have journeys of their own (FAQs, Region…), and
 * so do lists of rows the app writes (members: e2e/app-users.spec.ts).
 */
const LISTED = RESOURCES.filter((resource) => {
  const page = pageOwning(resource.key);
  return page && viewOf(page) === "list" && page.slug === resource.key && !resource.ownTables;
});

test.describe("every resource shown as a page's grid", () => {
  for (const resource of LISTED) {
    test(`${resource.key}: list, export, add, find, edit, deactivate${resource.deletable ? ", delete" : ""}`, async ({ page }) => {
      const singular = resource.singular;
      await page.goto(`/admin/${resource.key}`);
      await expect(page.getByRole("heading", { level: 1, name: pageTitleOf(resource), exact: true })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "Sr. No" })).toBeVisible();
      await expect(gridRows(page).first()).toBeVisible();

      // Export CSV of the whole list: a BOM, the header, one line per record.
      const total = await totalRecords(page, resource);
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${resource.key}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const { text, lines } = csvOf(await download.path());
      expect(text.startsWith("\uFEFFSr. No,")).toBe(true);
      expect(lines).toHaveLength(total + 1);
      expect(lines[1]).toMatch(/^1,/);

      test.skip(Boolean(resource.readOnly), "rows of a read-only resource come from the seed");

      // Add, from the declaration.
      const { added, key: editKey, edited } = valuesFor(resource);
      await page.getByRole("button", { name: `Add ${inSentence(singular)}`, exact: true }).click();
      const addDialog = page.getByRole("dialog", { name: `Add ${inSentence(singular)}` });
      await fillForm(page, addDialog, resource, added);
      await addDialog.getByRole("button", { name: "Add", exact: true }).click();
      await expect(toast(page, `${singular} added`)).toBeVisible();
      await expect(addDialog).toBeHidden();

      // Find it: by a search when the resource has search fields, else on its page of the list.
      let name = String(added[resource.display]);
      const searchKey = resource.search[0];
      let term = "";
      if (searchKey) {
        term = String(added[searchKey]).includes(RUN) ? RUN : String(added[searchKey]);
        await searchBox(page).fill(term);
        await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(term)}(&|$)`));
        await expect(gridRows(page)).toHaveCount(1);
      } else {
        const place = await placeOf(page, resource, name);
        if (place.query) await page.goto(`/admin/${resource.key}?${place.query}`);
        for (let n = 1; n < place.page; n++) await page.getByRole("button", { name: "Go to next page" }).click();
      }
      await expect(activeSwitch(page, name)).toBeChecked();

      // Edit one text or number.
      await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
      const editDialog = page.getByRole("dialog", { name: `Edit ${inSentence(singular)}` });
      const editInput = editDialog.getByRole("textbox", { name: labelled(resource.fields[editKey].label) });
      await expect(editInput).toHaveValue(String(added[editKey]));
      await editInput.fill(String(edited));
      await editDialog.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, `${singular} saved`)).toBeVisible();
      if (editKey === resource.display) name = String(edited);
      if (searchKey && editKey === searchKey && !String(edited).includes(term)) await searchBox(page).fill(String(edited));
      await expect(activeSwitch(page, name)).toBeChecked();

      // Deactivate, with the confirmation, and find it among the inactive.
      await activeSwitch(page, name).click();
      await confirm(page, "Yes", MESSAGES.confirmToggle);
      await expect(toast(page, `${singular} is now inactive`)).toBeVisible();
      await expect(activeSwitch(page, name)).not.toBeChecked();
      await choose(page, page.getByRole("combobox", { name: labelled("Status") }), "Inactive");
      await expect(page).toHaveURL(/[?&]status=inactive(&|$)/);
      // The list at the address shown, as the api answers it (its rows come with the page: lib/server/first-pages.ts).
      const shown = new URL(page.url()).searchParams;
      const inactiveAddress = apiPaths.list(resource.key, listQueryOf(listStateOf(resource, (key) => shown.get(key))));
      expect(inactiveAddress).toContain("status=inactive");
      const inactive = (await (await page.request.get(inactiveAddress)).json()) as { recordList: Record<string, unknown>[] };
      expect(inactive.recordList.map((row) => [String(row[resource.display]), row.isActive])).toContainEqual([name, false]);
      await expect(activeSwitch(page, name)).not.toBeChecked();

      if (resource.deletable) {
        await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
        await confirm(page, "Delete", `Delete "${name}"?`);
        await expect(toast(page, `${singular} deleted`)).toBeVisible();
        await expect(activeSwitch(page, name)).toHaveCount(0);
      }
    });
  }
});

test.describe("the list state lives in the URL", () => {
  const heights = (page: Page) => columnCells(page, "cm");
  const cm = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `${from < to ? from + i : from - i} cm`);
  const heightHeader = (page: Page) => page.getByRole("columnheader", { name: "Height" });

  test("page size and sort survive a reload, a shared link, and leaving and coming back", async ({ page, context }) => {
    await page.goto("/admin/height");
    await expect(heights(page)).toHaveText(cm(134, 143));

    await choose(page, page.getByRole("combobox", { name: labelled("Rows per page:") }), "20");
    await expect(page).toHaveURL(/[?&]pageSize=20(&|$)/);
    await expect(heights(page)).toHaveText(cm(134, 153));

    await heightHeader(page).click();
    await expect(page).toHaveURL(/[?&]sort=cm&order=desc(&|$)/);
    const url = page.url();
    const expectTallestTwenty = async (p: Page) => {
      await expect(heights(p)).toHaveText(cm(213, 194));
      await expect(columnCells(p, "__srNo")).toHaveText(Array.from({ length: 20 }, (_, i) => String(i + 1)));
      await expect(heightHeader(p)).toHaveAttribute("aria-sort", "descending");
      await expect(p.getByText("1–20 of 80")).toBeVisible();
    };
    await expectTallestTwenty(page);

    await page.reload();
    await expectTallestTwenty(page);
    expect(page.url()).toBe(url);

    const shared = await context.newPage();
    await shared.goto(url);
    await expectTallestTwenty(shared);
    await shared.close();

    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expectTallestTwenty(page);
  });

  test("the search survives a reload and a shared link", async ({ page, context }) => {
    const expected = byName(seedOf("community").map((row) => String(row.name)).filter((name) => /sh/i.test(name)));
    await page.goto("/admin/community");
    await searchBox(page).fill("sh");
    await expect(page).toHaveURL(/[?&]search=sh(&|$)/);
    await expect(columnCells(page, "name")).toHaveText(expected);
    const url = page.url();

    await page.reload();
    await expect(searchBox(page)).toHaveValue("sh");
    await expect(columnCells(page, "name")).toHaveText(expected);

    const shared = await context.newPage();
    await shared.goto(url);
    await expect(searchBox(shared)).toHaveValue("sh");
    await expect(columnCells(shared, "name")).toHaveText(expected);
    await shared.close();
  });

  test("the page number stays, and survives a reload and a shared link", async ({ page, context }) => {
    const soon = { timeout: 3_000 };
    const expectSecondPage = async (p: Page) => {
      await expect(heights(p)).toHaveText(cm(193, 174), soon);
      // The first page comes back once the grid re-renders: look again when nothing is loading any more.
      await p.waitForLoadState("networkidle");
      await expect(p).toHaveURL(/[?&]page=2(&|$)/, soon);
      await expect(heights(p)).toHaveText(cm(193, 174), soon);
      await expect(columnCells(p, "__srNo").first()).toHaveText("21", soon);
      await expect(p.getByText("21–40 of 80")).toBeVisible(soon);
    };
    await page.goto("/admin/height?pageSize=20&sort=cm&order=desc");
    await expect(heights(page)).toHaveText(cm(213, 194));
    await page.getByRole("button", { name: "Go to next page" }).click();
    await expectSecondPage(page);
    const url = page.url();

    await page.reload();
    await expectSecondPage(page);

    const shared = await context.newPage();
    await shared.goto(url);
    await expectSecondPage(shared);
    await shared.close();
  });

  test("browser back undoes the last change of page size and sort", async ({ page }) => {
    await page.goto("/admin/height");
    await expect(heights(page)).toHaveText(cm(134, 143));
    await choose(page, page.getByRole("combobox", { name: labelled("Rows per page:") }), "20");
    await expect(heights(page)).toHaveText(cm(134, 153));
    await heightHeader(page).click();
    await expect(heights(page)).toHaveText(cm(213, 194));

    const soon = { timeout: 3_000 };
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/height\?pageSize=20$/, soon);
    await expect(heights(page)).toHaveText(cm(134, 153), soon);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/height$/, soon);
    await expect(heights(page)).toHaveText(cm(134, 143), soon);
  });
});

test.describe("Sub Community's form", () => {
  test("the Community select waits for a Religion, lists only its communities, and is cleared when it changes", async ({ page }) => {
    const communitiesOf = (religion: string) => byName(seedOf("community").filter((row) => row.religionId === religion).map((row) => String(row.name)));
    await page.goto("/admin/subcommunity");
    await page.getByRole("button", { name: "Add sub community", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add sub community" });
    const religion = dialog.getByRole("combobox", { name: labelled("Religion") });
    const community = dialog.getByRole("combobox", { name: labelled("Community") });

    await expect(community).toHaveAttribute("aria-disabled", "true");
    await expect(dialog.getByText("Choose the religion first")).toBeVisible();

    await choose(page, religion, "Hindu");
    await expect(community).not.toHaveAttribute("aria-disabled", "true");
    await community.click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(communitiesOf("Hindu"));
    await page.getByRole("listbox").getByRole("option", { name: "Brahmin", exact: true }).click();
    await expect(community).toHaveText("Brahmin");

    await choose(page, religion, "Muslim");
    await expect(community).not.toHaveText("Brahmin");
    await expect(community).toHaveText(/^\u200b?$/);
    await community.click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(communitiesOf("Muslim"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();

    // Sending it shows the community as missing.
    await dialog.getByRole("textbox", { name: labelled("Name") }).fill(`E2E Sub ${RUN}`);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Choose a community")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("refusals", () => {
  test('adding religion "hindu" says it already exists', async ({ page }) => {
    await page.goto("/admin/religion");
    await page.getByRole("button", { name: "Add religion", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add religion" });
    await dialog.getByRole("textbox", { name: labelled("Name") }).fill("hindu");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, MESSAGES.alreadyExists("hindu"))).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("deleting Hindu says what uses it", async ({ page }) => {
    const religion = requireResource("religion");
    const uses = (religion.referencedBy ?? []).map((rule) => `${seedOf(rule.resource).filter((row) => row[rule.field] === "Hindu").length} ${rule.label}`);
    await page.goto("/admin/religion?search=Hindu");
    await page.getByRole("button", { name: "Delete Hindu", exact: true }).click();
    await confirm(page, "Delete");
    // Members hold Hindu too (counted from their table's foreign key): how many depends on the generator.
    const message = new RegExp(`^"Hindu" cannot be deleted while ${uses.join(", ")} and \\d+ members use it\\.$`);
    await expect(page.locator("#notistack-snackbar").filter({ hasText: message })).toBeVisible();
    await expect(activeSwitch(page, "Hindu")).toBeChecked();
  });

  test("deactivating a premium facility a package uses says so", async ({ page }) => {
    const facility = (seedOf("premiumaccount")[0].facilities as string[])[0];
    const packages = seedOf("premiumaccount").filter((row) => (row.facilities as string[]).includes(facility)).length;
    await page.goto(`/admin/premiumfacility?search=${encodeURIComponent(facility)}`);
    await activeSwitch(page, facility).click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(toast(page, `"${facility}" cannot be made inactive while ${packages} premium packages use it.`)).toBeVisible();
    await expect(activeSwitch(page, facility)).toBeChecked();
  });
});

test.describe("Currency", () => {
  // "Indian Rupee (₹ : INR)": the list names a currency with its symbol and code (docs/catalogue.md).
  const labelOf = (name: string) => {
    const row = seedOf("currency").find((c) => c.name === name)!;
    return `${name} (${String(row.symbol)} : ${String(row.code)})`;
  };
  const defaults = async (page: Page) => {
    const labels = await columnCells(page, "label").allTextContents();
    const flags = await columnCells(page, "isDefault").allTextContents();
    return labels.filter((_, i) => flags[i] === "Yes");
  };

  async function setDefault(page: Page, name: string) {
    await page.getByRole("button", { name: `Set as Default: ${name}`, exact: true }).click();
    await confirm(page, "Set as Default");
    await expect(toast(page, `${name} is now the default currency.`)).toBeVisible();
    await expect.poll(() => defaults(page)).toEqual([labelOf(name)]);
  }

  test("Set as Default moves the default to US Dollar, then back to the Indian Rupee", async ({ page }) => {
    await page.goto("/admin/currency");
    await expect.poll(() => defaults(page)).toEqual([labelOf("Indian Rupee")]);
    await setDefault(page, "US Dollar");
    await page.reload();
    await expect.poll(() => defaults(page)).toEqual([labelOf("US Dollar")]);
    await setDefault(page, "Indian Rupee");
  });

  test("shows each currency's gateways as chips, and refuses a default an active gateway cannot take", async ({ page }) => {
    await page.goto("/admin/currency");
    const euro = gridRows(page).filter({ hasText: labelOf("Euro") });
    // Manual Payment takes no Euro in the seed, PayPal does but is inactive (outlined).
    await expect(euro.locator(".MuiChip-root").filter({ hasText: /^PayPal$/ })).toHaveClass(/MuiChip-outlined/);
    await expect(euro.locator(".MuiChip-root").filter({ hasText: /^Manual Payment$/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Set as Default: Euro", exact: true }).click();
    await confirm(page, "Set as Default");
    await expect(toast(page, MESSAGES.currencyNotSupported("Euro", ["Manual Payment"]))).toBeVisible();
    await expect.poll(() => defaults(page)).toEqual([labelOf("Indian Rupee")]);
  });
});

test.describe("Payment Gateway", () => {
  test("a gateway without the default currency cannot be switched on", async ({ page }) => {
    await page.goto("/admin/paymentGateway?search=PayPal");
    await activeSwitch(page, "PayPal").click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(toast(page, MESSAGES.gatewayNeedsDefault("PayPal", "Indian Rupee"))).toBeVisible();
    await expect(activeSwitch(page, "PayPal")).not.toBeChecked();
  });
});

test.describe("the demo administrator", () => {
  test.use({ account: ACCOUNTS.demo });

  test("sees Add and every switch disabled on Religion", async ({ page }) => {
    await page.goto("/admin/religion");
    await drawnInBrowser(page);
    await expect(activeSwitch(page, "Buddhist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add religion", exact: true })).toBeDisabled();
    const switches = gridRows(page).locator('input[type="checkbox"]');
    expect(await switches.count()).toBeGreaterThan(0);
    for (const control of await switches.all()) await expect(control).toBeDisabled();
    await expect(page.getByRole("button", { name: "Delete Buddhist", exact: true })).toBeDisabled();
  });
});

test.describe("a restricted staff member", () => {
  test.use({ account: ACCOUNTS.staff });

  test("lists Religion and filters Community by religion", async ({ page }) => {
    await page.goto("/admin/religion");
    await expect(page.getByRole("heading", { level: 1, name: "Religion", exact: true })).toBeVisible();
    await expect(columnCells(page, "name").first()).toHaveText("Buddhist");

    const answer = page.waitForResponse((r) => r.url().includes("/api/admin/religion/options"));
    await page.goto("/admin/community");
    const options = await answer;
    expect(options.status()).toBe(200);
    const religions = ((await options.json()) as { recordList: { name: string }[] }).recordList.map((o) => o.name);
    // Every seeded religion, in order; journeys running beside this one may have added their own.
    const seeded = seedOf("religion").map((row) => String(row.name));
    expect(religions.filter((name) => seeded.includes(name))).toEqual(byName(seeded));
    const filter = page.getByRole("combobox", { name: labelled("Religion") });
    await filter.click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["All", ...religions]);
    await page.keyboard.press("Escape");
    const muslim = seedOf("community").filter((row) => row.religionId === "Muslim").map((row) => String(row.name));
    await choose(page, filter, "Muslim");
    await expect(page).toHaveURL(/[?&]religionId=\d+(&|$)/);
    await expect(columnCells(page, "name")).toHaveText(byName(muslim));
    await expect(columnCells(page, "religionId")).toHaveText(muslim.map(() => "Muslim"));
  });
});
