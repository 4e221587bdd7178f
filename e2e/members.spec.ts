/**
 * Moderating members, as the full administrator and as staff without the pages: App Users (find,
 * filter, verify documents, review photos, UnBlock), the member view's tabs, Block Users, and the
 * History that records each action. The embedded database starts with the scenario members
 * (backend/src/setup/members/scenarios.ts) and 3,000 generated ones.
 */
import type { Locator, Page } from "@playwright/test";
import { ARJUN, KAVYA, PRIYA, RAHUL } from "../backend/src/setup/members/scenarios";
import { ACCOUNTS } from "./support";
import { choose, columnCells, confirm, datePicker, expect, gridLoading, gridRows, labelled, test, toast } from "./resource-support";

const isoDay = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`;
const searchBox = (page: Page) => page.getByRole("textbox", { name: "Search" });
const tab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label}( \\(\\d+\\))?$`) });

/** Types a day into a date field, section by section, as a keyboard user would. */
async function typeDay(scope: Locator, label: string, day: Date) {
  // A list's range loads its pickers on first use: until then a plain field of that name stands in.
  const standIn = scope.getByRole("textbox", { name: label, exact: true });
  if (await standIn.count()) await standIn.click();
  const picker = datePicker(scope, label);
  await picker.getByRole("spinbutton", { name: "Day" }).click();
  await picker.getByRole("spinbutton", { name: "Day" }).pressSequentially(String(day.getDate()).padStart(2, "0"));
  await picker.getByRole("spinbutton", { name: "Month" }).pressSequentially(String(day.getMonth() + 1).padStart(2, "0"));
  await picker.getByRole("spinbutton", { name: "Year" }).pressSequentially(String(day.getFullYear()));
}

async function search(page: Page, text: string, rows: number) {
  await searchBox(page).fill(text);
  const query = new URLSearchParams({ search: text }).toString().replace(/[.+*?()[\]\\]/g, "\\$&");
  await expect(page).toHaveURL(new RegExp(`[?&]${query}(&|$)`));
  await expect(gridRows(page)).toHaveCount(rows);
}

/** Opens a tab of the member view and waits for its own list (the last tab's rows stay until it loads). */
async function openTab(page: Page, label: string, key: string) {
  await tab(page, label).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}(&|$)`));
  await expect(gridLoading(page)).toHaveCount(0);
}

async function openMember(page: Page, member: { firstName: string; lastName: string; email: string }) {
  await page.goto("/admin/appuser");
  await search(page, member.email, 1);
  await page.getByRole("link", { name: `View ${fullName(member)}` }).click();
  await expect(page).toHaveURL(/\/admin\/appuser\/view\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fullName(member));
}

test.describe("Members, as the full administrator", () => {
  test("finds members by name, phone and email, and filters by two criteria and a range of days", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/admin/appuser");
    await expect(page.getByRole("heading", { level: 1, name: "App Users", exact: true })).toBeVisible();
    await expect(gridRows(page)).toHaveCount(10);

    await search(page, fullName(PRIYA), 1);
    await expect(columnCells(page, "name")).toContainText(fullName(PRIYA));
    await search(page, ARJUN.phone, 1);
    await expect(columnCells(page, "name")).toContainText(fullName(ARJUN));
    await search(page, KAVYA.email, 1);
    await expect(columnCells(page, "name")).toContainText(fullName(KAVYA));
    await searchBox(page).fill("");
    await expect(page).not.toHaveURL(/search=/);

    await choose(page, page.getByRole("combobox", { name: labelled("Gender") }), "Female");
    await expect(page).toHaveURL(/[?&]gender=Female(&|$)/);
    await choose(page, page.getByRole("combobox", { name: labelled("Document Status") }), "Verify Doc");
    await expect(page).toHaveURL(/[?&]documentStatus=Verify\+Doc(&|$)/);
    const today = new Date();
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
    await typeDay(page.locator("main"), "Registered from", yearAgo);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${isoDay(yearAgo)}(&|$)`));
    await typeDay(page.locator("main"), "Registered to", today);
    await expect(page).toHaveURL(new RegExp(`[?&]to=${isoDay(today)}(&|$)`));
    await expect(gridRows(page).first()).toBeVisible();
    for (const gender of await columnCells(page, "gender").allTextContents()) expect(gender).toBe("Female");
    for (const status of await columnCells(page, "documentStatus").allTextContents()) expect(status).toBe("Verify Doc");
    // Priya and Kavya wait for verification and registered within the year.
    await searchBox(page).fill("Sharma");
    await expect(columnCells(page, "name").filter({ hasText: fullName(PRIYA) })).toBeVisible();
    await searchBox(page).fill("Reddy");
    await expect(columnCells(page, "name").filter({ hasText: fullName(KAVYA) })).toBeVisible();
  });

  test("goes through every tab of a member's view", async ({ page }) => {
    await openMember(page, ARJUN);
    await expect(page.getByText("Chartered Accountant").first()).toBeVisible();
    const rowsWith = (text: string) => gridRows(page).filter({ hasText: text });
    await openTab(page, "Sent", "sent");
    for (const name of ["Priya Sharma", "Divya Nair", "Sneha Iyer"]) await expect(rowsWith(name)).toHaveCount(1);
    await expect(gridRows(page)).toHaveCount(3);
    await openTab(page, "Received", "received");
    await expect(rowsWith("Cancelled")).toHaveCount(1);
    await expect(rowsWith("Kavya Reddy")).toHaveCount(1);
    await expect(gridRows(page)).toHaveCount(2);
    await openTab(page, "Favourites", "favourites");
    await expect(rowsWith("Divya Nair")).toHaveCount(1);
    await expect(gridRows(page)).toHaveCount(2);
    await openTab(page, "Blocked members", "blocked");
    await expect(rowsWith(fullName(RAHUL))).toHaveCount(1);
    await expect(gridRows(page)).toHaveCount(1);
    await openTab(page, "Purchased packages", "packages");
    await expect(rowsWith("Gold")).toHaveCount(1);
    await openTab(page, "Documents", "documents");
    await expect(rowsWith("Passport")).toHaveCount(1);
    await expect(gridRows(page)).toHaveCount(2);
    await openTab(page, "History", "history");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await tab(page, "Profile").click();
    await expect(page).not.toHaveURL(/tab=/);
  });

  test("verifies a document, approves and rejects a photo, and the History tab tells each", async ({ page }) => {
    test.setTimeout(90_000);
    // One document of Priya's from her view.
    await openMember(page, PRIYA);
    await openTab(page, "Documents", "documents");
    await expect(gridRows(page).filter({ hasText: "Aadhaar Card" })).toHaveCount(1);
    await page.getByRole("button", { name: "Verify: PAN Card" }).click();
    await confirm(page, "Verify", "Verify this document?");
    await expect(toast(page, "PAN Card of Priya Sharma verified.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Verify: PAN Card" })).toHaveCount(0);

    // Kavya's waiting document from the list's Verify Doc dialog.
    await page.goto("/admin/appuser");
    await search(page, KAVYA.email, 1);
    await page.getByRole("button", { name: `Verify Doc: ${fullName(KAVYA)}` }).click();
    const documents = page.getByRole("dialog", { name: `Documents of ${fullName(KAVYA)}` });
    await expect(gridRows(documents)).toHaveCount(2);
    await documents.getByRole("button", { name: "Verify all", exact: true }).click();
    await page.getByRole("dialog", { name: "Verify documents" }).getByRole("button", { name: "Verify all", exact: true }).click();
    await expect(toast(page, `of ${fullName(KAVYA)} verified.`)).toBeVisible();
    await expect(documents.getByRole("button", { name: /^Verify: / })).toHaveCount(0);
    await documents.getByRole("button", { name: "Close", exact: true }).click();
    await expect(documents).toBeHidden();
    await expect(columnCells(page, "documentStatus")).toHaveText("Verified");

    // Priya's photo approved.
    await search(page, PRIYA.email, 1);
    await page.getByRole("button", { name: `Review photo: ${fullName(PRIYA)}` }).click();
    const review = page.getByRole("dialog", { name: `Profile photo of ${fullName(PRIYA)}` });
    await expect(review.getByRole("img", { name: `Profile photo of ${fullName(PRIYA)}` })).toBeVisible();
    await review.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(page, `The profile photo of ${fullName(PRIYA)} is approved.`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Review photo: ${fullName(PRIYA)}` })).toHaveCount(0);

    // Another member's photo rejected: the first one waiting.
    await searchBox(page).fill("");
    await choose(page, page.getByRole("combobox", { name: labelled("Photo awaiting approval") }), "Yes");
    await expect(page).toHaveURL(/[?&]photoPending=true(&|$)/);
    const waiting = gridRows(page).filter({ has: page.getByRole("button", { name: /^Review photo: / }) }).first();
    const reviewButton = waiting.getByRole("button", { name: /^Review photo: / });
    const rejected = (await reviewButton.getAttribute("aria-label"))!.replace("Review photo: ", "");
    const rejectedEmail = (await waiting.locator('[data-field="email"]').textContent())!.trim();
    await reviewButton.click();
    const rejecting = page.getByRole("dialog", { name: `Profile photo of ${rejected}` });
    await rejecting.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText("the member is told");
    await page.getByRole("button", { name: "Reject photo", exact: true }).click();
    await expect(toast(page, `The profile photo of ${rejected} is rejected and removed; the member is told.`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Review photo: ${rejected}` })).toHaveCount(0);

    // Each member's History tells what was done to them, and by whom.
    const history = (text: string) => gridRows(page).filter({ hasText: text });
    await openMember(page, KAVYA);
    await openTab(page, "History", "history");
    await expect(history("Verified documents")).toContainText(ACCOUNTS.admin.name);
    const [first, ...rest] = rejected.split(" ");
    await openMember(page, { firstName: first, lastName: rest.join(" "), email: rejectedEmail });
    await openTab(page, "History", "history");
    await expect(history("Rejected the profile photo")).toContainText(ACCOUNTS.admin.name);
    await openMember(page, PRIYA);
    await openTab(page, "History", "history");
    await expect(gridRows(page).filter({ hasText: "Verified a document" })).toBeVisible();
    await expect(gridRows(page).filter({ hasText: "Approved the profile photo" })).toBeVisible();
    await expect(gridRows(page).filter({ hasText: "Approved the profile photo" })).toContainText(ACCOUNTS.admin.name);
  });

  test("approves a waiting photo and verifies documents from the member's own view, with the list's dialogs", async ({ page }) => {
    test.setTimeout(60_000);
    // The members who waited longest: the list journeys take the newest.
    const oldest = async (filter: string) => {
      const answer = await page.request.get(`/api/admin/appuser?${filter}&sort=registeredAt&order=asc&pageSize=10`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { recordList: { id: number; name: string }[] }).recordList[0];
    };
    const header = page.locator("main");

    const photo = await oldest("photoPending=true");
    await page.goto(`/admin/appuser/view/${photo.id}`);
    await expect(header.getByText("Photo: Awaiting approval", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Review photo", exact: true }).click();
    const review = page.getByRole("dialog", { name: `Profile photo of ${photo.name}` });
    await expect(review.getByRole("img", { name: `Profile photo of ${photo.name}` })).toBeVisible();
    await review.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(page, `The profile photo of ${photo.name} is approved.`)).toBeVisible();
    await expect(review).toBeHidden();
    await expect(header.getByText("Photo: Approved", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Review photo", exact: true })).toHaveCount(0);

    const waiting = await oldest("documentStatus=Verify+Doc");
    await page.goto(`/admin/appuser/view/${waiting.id}`);
    await expect(header.getByText("Documents: Verify Doc", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Verify documents", exact: true }).click();
    const documents = page.getByRole("dialog", { name: `Documents of ${waiting.name}` });
    await expect(documents.getByRole("button", { name: /^Verify: / }).first()).toBeVisible();
    await documents.getByRole("button", { name: "Verify all", exact: true }).click();
    await page.getByRole("dialog", { name: "Verify documents" }).getByRole("button", { name: "Verify all", exact: true }).click();
    await expect(toast(page, `of ${waiting.name} verified.`)).toBeVisible();
    await expect(documents.getByRole("button", { name: /^Verify: / })).toHaveCount(0);
    await documents.getByRole("button", { name: "Close", exact: true }).click();
    await expect(documents).toBeHidden();
    await expect(header.getByText("Documents: Verified", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Verify documents", exact: true })).toHaveCount(0);
  });

  test("approves a block request, sees the reported member blocked, and unblocks them", async ({ page }) => {
    await page.goto("/admin/blockuser");
    await expect(page.getByRole("heading", { level: 1, name: "Block Users", exact: true })).toBeVisible();
    await choose(page, page.getByRole("combobox", { name: labelled("Status") }), "Pending");
    await expect(page).toHaveURL(/[?&]requestStatus=Pending(&|$)/);
    const request = gridRows(page).filter({ hasText: fullName(RAHUL) }).filter({ hasText: fullName(PRIYA) });
    await expect(request).toHaveCount(1);
    // The sidebar says how many wait beside Block Users (docs/pending-work.md), and counts the decision at once.
    const blockUsers = page.getByTestId("sidebar").getByRole("link", { name: "Block Users", exact: true });
    await expect(blockUsers).toHaveAccessibleDescription(/^\d+ block requests? to decide$/);
    const waiting = Number((await page.locator("#waiting-blockuser").textContent())!.split(" ")[0]);
    await request.getByRole("button", { name: `Approve: ${fullName(RAHUL)}` }).click();
    await confirm(page, "Approve", "The reported member is blocked and signed out of the app.");
    await expect(toast(page, `Request approved: ${fullName(RAHUL)} is blocked and signed out of the app.`)).toBeVisible();
    // Decided: no longer pending, and no second decision offered.
    await expect(request).toHaveCount(0);
    if (waiting > 1) await expect(blockUsers).toHaveAccessibleDescription(`${waiting - 1} block request${waiting === 2 ? "" : "s"} to decide`);
    else await expect(blockUsers).toHaveAccessibleDescription("");

    await page.goto("/admin/appuser");
    await search(page, RAHUL.email, 1);
    await expect(columnCells(page, "status")).toHaveText("Blocked");
    await page.getByRole("button", { name: `UnBlock: ${fullName(RAHUL)}` }).click();
    await confirm(page, "UnBlock", "UnBlock this member?");
    await expect(toast(page, `${fullName(RAHUL)} is unblocked`)).toBeVisible();
    await expect(columnCells(page, "status")).toHaveText("Active");
    await expect(page.getByRole("button", { name: `UnBlock: ${fullName(RAHUL)}` })).toHaveCount(0);

    await openMember(page, RAHUL);
    await openTab(page, "History", "history");
    await expect(gridRows(page).filter({ hasText: "Approved a block request" })).toBeVisible();
    await expect(gridRows(page).filter({ hasText: "Unblocked" })).toBeVisible();
  });
});

test.describe("Members, as staff without App Users or Block Users", () => {
  test.use({ account: ACCOUNTS.content });

  // Opening one of the pages signs such staff out (docs/product-rules.md §4): e2e/gate.spec.ts covers it
  // with a sign-in of its own, as this account's cookie is shared by the journeys of this worker.
  test("get 403 from every route of these pages, through the console", async ({ page }) => {
    const reads = [
      "/api/admin/appuser",
      `/api/admin/appuser/${PRIYA.id}`,
      `/api/admin/appuser/${PRIYA.id}/profile`,
      "/api/admin/appuser/export",
      "/api/admin/appuser/files/00000000-0000-4000-8000-000000000000",
      `/api/admin/memberdocument?memberId=${PRIYA.id}`,
      `/api/admin/memberproposal?senderId=${ARJUN.id}`,
      `/api/admin/memberfavourite?memberId=${ARJUN.id}`,
      `/api/admin/memberblock?memberId=${ARJUN.id}`,
      `/api/admin/memberpackage?memberId=${ARJUN.id}`,
      `/api/admin/memberhistory?memberId=${ARJUN.id}`,
      "/api/admin/blockrequest",
      "/api/admin/blockrequest/export",
    ];
    for (const path of reads) expect((await page.request.get(path)).status(), path).toBe(403);
    const writes = [
      `/api/admin/appuser/${PRIYA.id}/verifyDocuments`,
      `/api/admin/appuser/${PRIYA.id}/approvePhoto`,
      `/api/admin/appuser/${PRIYA.id}/rejectPhoto`,
      `/api/admin/appuser/${PRIYA.id}/unblock`,
      "/api/admin/appuser/bulk/verifyDocuments",
      "/api/admin/appuser/bulk/approvePhoto",
      "/api/admin/memberdocument/1/verify",
      "/api/admin/blockrequest/1/approve",
      "/api/admin/blockrequest/1/reject",
    ];
    for (const path of writes) expect((await page.request.post(path, { data: { ids: [PRIYA.id] } })).status(), path).toBe(403);
  });

});

test.describe("Members, as staff with App Users but not Block Users", () => {
  test.use({ account: ACCOUNTS.staff });

  test("are refused Block Users only", async ({ page }) => {
    expect((await page.request.get("/api/admin/appuser")).status()).toBe(200);
    expect((await page.request.get(`/api/admin/appuser/${PRIYA.id}/profile`)).status()).toBe(200);
    expect((await page.request.get("/api/admin/blockrequest")).status()).toBe(403);
    expect((await page.request.post("/api/admin/blockrequest/1/approve", { data: {} })).status()).toBe(403);
  });
});
