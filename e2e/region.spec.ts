import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { INDIAN_PINCODE_MESSAGE } from "../lib/resources/region";
import { REGION_CSV_HEADER } from "../lib/resources/region-csv";
import { ACCOUNTS } from "./support";
import { activeSwitch, confirm, csvOf, expect, test, toast } from "./resource-support";


const RUN = Date.now().toString(36).slice(-5);
const pane = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
/** Chooses a row, and waits until its pane shows it chosen (a pane still drawing its first rows may redraw once). */
async function pick(page: Page, paneName: string, row: string) {
  const button = pane(page, paneName).getByRole("button", { name: row, exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe("the Region page", () => {
  test("India → a state → a district shows its cities; a city is added with its pincode checked", async ({ page }) => {
    await page.goto("/admin/region");
    await expect(page.getByRole("heading", { level: 1, name: "Region", exact: true })).toBeVisible();
    await expect(pane(page, "States")).toContainText("Choose a country to see its states.");
    // Countries have no active switch.
    await expect(activeSwitch(page, "India")).toHaveCount(0);

    await pick(page, "Countries", "India");
    await expect(page).toHaveURL(/[?&]country=\d+/);
    await expect(pane(page, "States").getByRole("heading", { name: "States of India" })).toBeVisible();
    await pick(page, "States", "Goa");
    await expect(page).toHaveURL(/[?&]state=\d+/);
    await pick(page, "Districts", "North Goa");
    await expect(page).toHaveURL(/[?&]district=\d+/);
    const cities = pane(page, "Cities");
    await expect(cities.getByRole("heading", { name: "Cities of North Goa" })).toBeVisible();
    for (const town of ["Bicholim", "Calangute", "Mapusa", "Panaji", "Pernem"]) await expect(cities.getByRole("listitem", { name: town })).toBeVisible();
    await expect(cities.getByRole("listitem", { name: "Margao" })).toHaveCount(0);

    // The choice survives a reload.
    await page.reload();
    await expect(pane(page, "Cities").getByRole("listitem", { name: "Panaji" })).toBeVisible();

    const town = `E2E Town ${RUN}`;
    await cities.getByRole("button", { name: "Add city", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add city" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(town);
    await dialog.getByRole("textbox", { name: /^Pincode/ }).fill("ABC12");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toContainText(INDIAN_PINCODE_MESSAGE);
    await dialog.getByRole("textbox", { name: /^Pincode/ }).fill("403507");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "City added")).toBeVisible();
    await expect(cities.getByRole("listitem", { name: town })).toBeVisible();

    // A city nothing refers to can be deleted, after a question.
    await cities.getByRole("button", { name: `Delete ${town}`, exact: true }).click();
    await confirm(page, "Delete", `Delete "${town}"?`);
    await expect(toast(page, "City deleted")).toBeVisible();
    await expect(cities.getByRole("listitem", { name: town })).toHaveCount(0);
  });

  test("a state is switched inactive and back", async ({ page }) => {
    await page.goto("/admin/region");
    await pick(page, "Countries", "India");
    const states = pane(page, "States");
    await activeSwitch(page, "Goa").click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(toast(page, "State is now inactive")).toBeVisible();
    await expect(states.getByLabel("Goa active", { exact: true })).not.toBeChecked();
    await activeSwitch(page, "Goa").click();
    await confirm(page, "Yes", MESSAGES.confirmToggle);
    await expect(toast(page, "State is now active")).toBeVisible();
    await expect(states.getByLabel("Goa active", { exact: true })).toBeChecked();
  });

  test("the downloaded tree uploads back unchanged; a wrong header is refused", async ({ page }, testInfo) => {
    await page.goto("/admin/region");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^region-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = testInfo.outputPath("region.csv");
    await download.saveAs(file);
    const { lines } = csvOf(file);
    expect(lines[0]).toBe(`\uFEFF${REGION_CSV_HEADER.join(",")}`);

    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Upload regions" });
    await dialog.getByLabel("CSV file").setInputFiles(file);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByTestId("count-unchanged")).toHaveText(String(lines.length - 1));
    await expect(dialog.getByTestId("count-inserted")).toHaveText("0");
    await expect(dialog.getByTestId("count-updated")).toHaveText("0");
    await expect(dialog.getByTestId("count-refused")).toHaveText("0");

    const bad = path.join(testInfo.outputDir, "bad.csv");
    writeFileSync(bad, "country,state\r\nIndia,Goa\r\n");
    await dialog.getByLabel("CSV file").setInputFiles(bad);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("The first line must be the header countryName,isoCode,");
  });
});

test.describe("the Region page on a 1440 × 900 screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the four levels sit side by side, a dozen rows or more in view in a pane", async ({ page }) => {
    await page.goto("/admin/region");
    await pick(page, "Countries", "India");
    await pick(page, "States", "Goa");
    await expect(pane(page, "Districts").getByRole("listitem", { name: "North Goa" })).toBeVisible();

    // As the page opens: the top of the page, nothing scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    const panes = await Promise.all(["Countries", "States", "Districts", "Cities"].map(async (name) => (await pane(page, name).boundingBox())!));
    for (const [index, box] of panes.entries()) {
      expect(box.x + box.width, "each pane within the screen's width").toBeLessThanOrEqual(1440);
      if (index === 0) continue;
      expect(box.y, "on the same line as the pane before it").toBe(panes[index - 1].y);
      expect(box.x, "right of the pane before it").toBeGreaterThanOrEqual(panes[index - 1].x + panes[index - 1].width);
    }

    // India's 36 states and union territories: the rows wholly inside the window, without scrolling.
    const states = pane(page, "States").getByRole("listitem");
    await expect(states.first()).toBeVisible();
    const inView = await states.evaluateAll((rows) => rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    }).length);
    expect(inView).toBeGreaterThanOrEqual(12);
  });
});

test.describe("the Region page for staff with its title", () => {
  test.use({ account: ACCOUNTS.content });

  test("a content editor searches the panes, edits a district's city and downloads the sample", async ({ page }) => {
    await page.goto("/admin/region");
    await pick(page, "Countries", "India");
    await pane(page, "States").getByRole("textbox", { name: "Search" }).fill("kera");
    await pick(page, "States", "Kerala");
    await pick(page, "Districts", "Ernakulam");
    const cities = pane(page, "Cities");
    const name = "Kochi";
    await expect(cities.getByRole("listitem", { name })).toBeVisible();
    await cities.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit city" });
    await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "City saved")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download sample" }).or(page.getByRole("link", { name: "Download sample" })).click();
    expect((await download).suggestedFilename()).toBe("region-sample.csv");
  });

  test("a search typed just before a district is chosen keeps the district (the choice still on its way)", async ({ page }) => {
    await page.goto("/admin/region?country=1&state=12");
    const ernakulam = pane(page, "Districts").getByRole("button", { name: "Ernakulam", exact: true });
    await expect(ernakulam).toBeVisible();
    // A loaded machine: the page's navigations take a while, so the search's pause ends while the choice is on its way.
    await page.route("**/admin/region?**", async (route) => {
      if (route.request().headers()["rsc"]) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await pane(page, "States").getByRole("textbox", { name: "Search" }).fill("kera");
    await ernakulam.click();
    await expect(page).toHaveURL(/(?=.*district=72)(?=.*state\.search=kera)/);
    await expect(pane(page, "Cities").getByRole("listitem", { name: "Kochi" })).toBeVisible();
  });
});
