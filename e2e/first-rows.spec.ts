/**
 * A list's first page of rows comes with the page itself (lib/server/first-pages.ts): the rows drawn
 * are the ones the browser's own call would have returned for the URL's paging, sorting and filters,
 * and the browser does not ask the api for them again (docs/performance.md, "Moving between pages").
 */
import type { Page } from "@playwright/test";
import { columnCells, expect, test } from "./resource-support";

/** Every call the browser itself makes for a list's rows, by resource. */
function listCalls(page: Page, resource: string) {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/admin/${resource}`) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/** What the api answers the browser for a list address: the names, in order. */
async function namesAt(page: Page, address: string): Promise<string[]> {
  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { recordList: { name: string }[] }).recordList.map((row) => row.name);
}

test("a fresh load draws the rows its URL names, with no call of its own", async ({ page }) => {
  const calls = listCalls(page, "community");
  await page.goto("/admin/community?page=2&order=desc&search=a");
  const expected = await namesAt(page, "/api/admin/community?page=2&pageSize=10&sort=name&order=desc&search=a");
  expect(expected.length).toBeGreaterThan(1);
  await expect(columnCells(page, "name")).toHaveText(expected);
  expect(calls).toEqual([]);

  // The next page, asked in the page: its rows come with the server's answer for the new address too.
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page).toHaveURL(/page=3/);
  const next = await namesAt(page, "/api/admin/community?page=3&pageSize=10&sort=name&order=desc&search=a");
  expect(next[0]).not.toBe(expected[0]);
  await expect(columnCells(page, "name")).toHaveText(next);
  expect(calls).toEqual([]);
});

test("a sidebar click draws the same rows the browser would have asked for", async ({ page }) => {
  await page.goto("/admin/religion");
  await expect(columnCells(page, "name").first()).toBeVisible();
  const calls = listCalls(page, "occupation");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Occupation", exact: true }).click();
  // The heading is the chosen page's at once; the rows follow with the page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Occupation");
  await expect(page).toHaveURL(/\/admin\/occupation$/);
  const expected = await namesAt(page, "/api/admin/occupation?page=1&pageSize=10&sort=name&order=asc");
  await expect(columnCells(page, "name")).toHaveText(expected);
  expect(calls).toEqual([]);
});

test("a chosen pane's rows come with the page, narrowed to its parent", async ({ page }) => {
  const countries = (await (await page.request.get("/api/admin/country?page=1&pageSize=20&sort=name&order=asc")).json()) as { recordList: { id: number; name: string }[] };
  const india = countries.recordList.find((country) => country.name === "India")!;
  const calls = listCalls(page, "state");
  await page.goto(`/admin/region?country=${india.id}&state.order=desc`);
  const expected = await namesAt(page, `/api/admin/state?page=1&pageSize=20&sort=name&order=desc&countryId=${india.id}`);
  expect(expected.length).toBeGreaterThan(1);
  const states = page.getByRole("region", { name: "States", exact: true });
  await expect(states.getByRole("button", { name: expected[0], exact: true })).toBeVisible();
  // Each row's name is a button that chooses it: their order is the rows' order.
  const shown = await states.getByRole("button").allTextContents();
  expect(shown.filter((text) => expected.includes(text))).toEqual(expected);
  expect(calls).toEqual([]);
});
