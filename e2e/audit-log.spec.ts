/**
 * The Audit Log (docs/audit-log.md): a full administrator changes something through the console and
 * finds the entry by search and by the Admin filter, opens it and reads what changed, and downloads
 * the CSV; a staff member has no Audit Log in the menu, is refused its api, and is signed out at its page.
 */
import { expect, test, type Page } from "@playwright/test";
import { csvOf, gridRows, labelled } from "./resource-support";
import { ACCOUNTS, expectSignedOut, navigateFromSite, signIn } from "./support";

/** Tells this run's records apart. */
const RUN = Date.now().toString(36).slice(-5);
const ASHA = `${ACCOUNTS.admin.name} <${ACCOUNTS.admin.email}>`;

const toast = (page: Page, text: string) => page.locator("#notistack-snackbar").filter({ hasText: text });
const searchBox = (page: Page) => page.getByRole("textbox", { name: "Search" });

/** Types a search and waits until the list's address carries it, so that the rows read next are its own. */
async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(text);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: labelled(label) }).click();
  await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
}

/** A religion added through the console, as staff add one. */
async function addReligion(page: Page, name: string) {
  await page.goto("/admin/religion");
  await page.getByRole("button", { name: "Add religion", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add religion" });
  await dialog.getByRole("textbox", { name: labelled("Name") }).fill(name);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Religion added")).toBeVisible();
}

test.describe("the Audit Log", () => {
  test("a full administrator finds a change by search and by admin, opens it, reads what changed, and downloads the CSV", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // A religion added and renamed through the console.
    const name = `Audit ${RUN}`;
    await addReligion(page, name);
    await searchBox(page).fill(name);
    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit religion" });
    await editDialog.getByRole("textbox", { name: labelled("Name") }).fill(`${name} renamed`);
    await editDialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Religion saved")).toBeVisible();
    const religions = (await (await page.request.get(`/api/admin/religion?search=${encodeURIComponent(name)}`)).json()) as { recordList: { id: number }[] };
    const record = `religion:${religions.recordList[0].id}`;

    // And the administrator's own first name, changed and changed back: entries with a before and an after.
    await page.goto("/admin/profile");
    for (const firstName of [`Asha${RUN.replace(/\d/g, "")}x`, "Asha"]) {
      await page.getByLabel("First name").fill(firstName);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByTestId("header-name")).toHaveText(`${firstName} Menon`);
    }

    // Audit Log, from the menu: the record's entries by search, newest first.
    await page.getByTestId("sidebar").getByRole("link", { name: "Audit Log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await searchBox(page).fill(record);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(record)}(&|$)`));
    await expect(gridRows(page)).toHaveCount(2);
    const update = gridRows(page).nth(0);
    await expect(update).toContainText("religion.update");
    await expect(update).toContainText(ACCOUNTS.admin.name);
    await expect(update).toContainText(ACCOUNTS.admin.email);
    await expect(gridRows(page).nth(1)).toContainText("religion.create");

    // The same entry by the Admin filter, among the latest of what Asha did.
    await searchBox(page).fill("");
    await choose(page, "Admin", ASHA);
    await expect(page).toHaveURL(/[?&]adminId=\d+(&|$)/);
    await expect(gridRows(page).filter({ hasText: record }).filter({ hasText: "religion.update" })).toHaveCount(1);

    // The profile changes by the Admin filter and their page; the newest opened: what changed, before → after.
    await choose(page, "Page", "Profile");
    await expect(gridRows(page).first()).toContainText("account.profile_changed");
    await gridRows(page).first().click();
    const entry = page.getByRole("dialog", { name: "account.profile_changed" });
    await expect(entry).toContainText(ASHA);
    const changes = entry.getByRole("table", { name: "Changes" });
    await expect(changes.getByRole("row", { name: /firstName/ })).toContainText(`Asha${RUN.replace(/\d/g, "")}x`);
    await expect(changes.getByRole("row", { name: /firstName/ }).getByRole("cell").nth(2)).toHaveText("Asha");
    await entry.getByRole("button", { name: "Whole entry (JSON)" }).click();
    // Wholly open before Close is clicked: a Close that moves between the press and the release gets no click.
    await expect(entry.locator(".MuiCollapse-entered")).toHaveCount(1);
    await expect(entry.locator("pre")).toContainText('"lastName": "Menon"');
    await entry.getByRole("button", { name: "Close" }).click();
    await expect(entry).toBeHidden();

    // The religion's edit opens too, from its action (a keyboard can reach it), with who and what.
    await choose(page, "Page", "All but Sign-in");
    await gridRows(page).filter({ hasText: record }).getByRole("button", { name: "religion.update" }).click();
    const edit = page.getByRole("dialog", { name: "religion.update" });
    await expect(edit).toContainText(record);
    await expect(edit).toContainText(ASHA);
    await edit.getByRole("button", { name: "Close" }).click();

    // The CSV of what the list shows: the header, then the entries of the filter, newest first.
    await searchBox(page).fill(record);
    await expect(gridRows(page)).toHaveCount(2);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^auditlog-\d{4}-\d{2}-\d{2}\.csv$/);
    const { text, lines } = csvOf(await download.path());
    expect(text.startsWith("\uFEFFSr. No,When,Admin,Page,Action,Record,IP address,Changes")).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^1,"\\d{2} \\w{3} \\d{4}, \\d{2}:\\d{2}:\\d{2} IST",${ASHA},Religion,religion.update,${record}`));
    expect(lines[2]).toContain("religion.create");

    // The religion goes, so the pages' other journeys find the seeded ones first.
    expect((await page.request.delete(`/api/admin/${record.replace(":", "/")}`)).status()).toBe(200);
  });

  test("the search finds what a row shows: the record's name, the administrator's name and address, the page; times say their zone", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // A religion just added.
    const name = `Audit Faith ${RUN}`;
    await addReligion(page, name);
    const religions = (await (await page.request.get(`/api/admin/religion?search=${encodeURIComponent(name)}`)).json()) as { recordList: { id: number }[] };
    const record = `religion:${religions.recordList[0].id}`;

    // Its name, as the Record column shows it beside the record.
    await page.goto("/admin/audit-log");
    await search(page, name);
    await expect(gridRows(page)).toHaveCount(1);
    const row = gridRows(page).first();
    await expect(row).toContainText(`${record} (${name})`);
    await expect(row).toContainText("religion.create");
    // Its moment in India's time, saying so.
    await expect(row).toContainText(/\d{2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} IST/);

    // The administrator, by name and by address, as the Admin column shows them (with the page's filter,
    // so that other journeys' entries do not push it off the first page).
    await choose(page, "Page", "Religion");
    for (const who of [ACCOUNTS.admin.name, ACCOUNTS.admin.email]) {
      await search(page, who);
      await expect(gridRows(page).first()).toContainText(who);
      await expect(gridRows(page).filter({ hasText: `${record} (${name})` })).toHaveCount(1);
    }

    // The page, by its title: no action or record of a sign-in says "Sign-in".
    await choose(page, "Page", "All but Sign-in");
    await search(page, "Sign-in");
    await expect(gridRows(page)).toHaveCount(0);
    await choose(page, "Page", "Sign-in");
    await expect(gridRows(page).first()).toContainText("Sign-in");
    await expect(gridRows(page).first()).toContainText(/log(in|out)/);

    expect((await page.request.delete(`/api/admin/${record.replace(":", "/")}`)).status()).toBe(200);
  });

  test("a staff member has no Audit Log: not in the menu, refused by the api, signed out at its page", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Its group (Users) is there, with the pages the staff member may open.
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "App Users" })).toBeVisible();
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Audit Log" })).toHaveCount(0);
    for (const path of ["auditlog", "auditlog/admins", "auditlog/export"]) expect((await page.request.get(`/api/admin/${path}`)).status(), path).toBe(403);
    await navigateFromSite(page, "/admin/audit-log");
    await expectSignedOut(page);
  });
});
