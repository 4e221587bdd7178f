import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { MESSAGES } from "../lib/messages";
import { ACCOUNTS, expectSignedOut, openSession, signIn } from "./support";

/**
 * Two-factor sign-in from end to end (docs/two-factor.md), on an account of its own: turned on from
 * the profile page with a code computed here as an authenticator app would, then sign-ins with a
 * code, with a recovery code (once), and five wrong codes that lock even the right one out.
 */
// A fresh authenticator code may mean waiting out a 30-second step.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const ACCOUNT = { email: `two-factor-${Date.now()}@example.com`, password: "Second-Factor-Lantern-7" };
/** A page the new staff member may open, so the console lets it in. */
const GRANTED_PAGE = "FAQs";

let secret = "";
let recoveryCodes: string[] = [];
/** The time step of the last authenticator code the api accepted: a code works once. */
let lastStep = 0;

const codeOfStep = (step: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * The code an authenticator shows for a time step the api has not accepted yet: now's, or the next
 * one's (the api allows one step ahead); when both are spent, it waits for the next step.
 */
async function freshCode() {
  while (lastStep > currentStep()) await new Promise((resolve) => setTimeout(resolve, (currentStep() + 1) * 30_000 - Date.now() + 50));
  lastStep = Math.max(currentStep(), lastStep + 1);
  return codeOfStep(lastStep);
}

/** Six digits that are no code of the steps around now. */
function wrongCode() {
  const near = new Set([-2, -1, 0, 1, 2].map((delta) => codeOfStep(currentStep() + delta)));
  for (let n = 1; ; n += 1) {
    const candidate = String((Number(codeOfStep(currentStep())) + n * 7919) % 1_000_000).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

/** Through the Admin Users api, as a full administrator: a new staff member (role 3) with one page. */
async function createAccount(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const created = await page.request.post("/api/admin/users", {
    data: {
      firstName: "Second",
      lastName: "Factor",
      email: ACCOUNT.email,
      confirmEmail: ACCOUNT.email,
      password: ACCOUNT.password,
      confirmPassword: ACCOUNT.password,
      gender: "Female",
      receiveEmail: false,
      receiveNotifications: false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).recordList[0] as { id: number };
  const granted = await page.request.put(`/api/admin/users/${id}/permissions`, { data: { pagePermissions: [{ title: GRANTED_PAGE }] } });
  expect(granted.status(), await granted.text()).toBe(200);
  await context.close();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expectSignedOut(page);
}

/** Email and password: with two-factor on, the code step follows, and the challenge stays in the cookie. */
async function passwordStep(page: Page) {
  await signIn(page, ACCOUNT);
  await expect(page.getByLabel("Two-factor code")).toBeVisible();
  const session = await openSession(page.context());
  expect(session?.twoFactorChallenge).toEqual(expect.any(String));
  expect(session?.sessionToken).toBeUndefined();
  expect(await page.content()).not.toContain(session!.twoFactorChallenge!);
  return page.getByRole("main").getByRole("alert");
}

const expectSignedIn = (page: Page) => expect(page).toHaveURL(/\/admin\/(?!profile)[\w-]+$/);

test("turns two-factor sign-in on from the profile page", async ({ page, browser }) => {
  await createAccount(browser);
  await signIn(page, ACCOUNT);
  await expectSignedIn(page);
  await page.goto("/admin/profile");
  await expect(page.getByTestId("two-factor-state")).toContainText("Off");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret = (await page.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code first: refused, still off.
  await page.getByLabel("Code from the app").fill(wrongCode());
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(page.locator("#notistack-snackbar").filter({ hasText: MESSAGES.twoFactorCodeWrong })).toBeVisible();
  await page.getByLabel("Code from the app").fill(await freshCode());
  await page.getByRole("button", { name: "Turn on", exact: true }).click();

  const codes = page.getByTestId("recovery-code");
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allInnerTexts();
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  const file = readFileSync((await (await download).path())!, "utf8");
  for (const code of recoveryCodes) expect(file).toContain(code);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByTestId("two-factor-state")).toContainText("On since");
  await expect(page.getByTestId("two-factor-state")).toContainText("10 of 10 recovery codes left");

  // After setup the secret is nowhere: not on the page, not in the state, not in the cookie.
  await page.reload();
  await expect(page.getByTestId("two-factor-state")).toContainText("On since");
  expect(await page.content()).not.toContain(secret);
  const state = await page.request.get("/api/admin/users/twoFactor");
  expect(await state.text()).not.toContain(secret);
  expect(JSON.stringify(await openSession(page.context()))).not.toContain(secret);
  await signOut(page);
});

test("signs in with the password, then a code from the authenticator", async ({ page }) => {
  await passwordStep(page);
  await page.getByLabel("Two-factor code").fill(await freshCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  expect((await openSession(page.context()))?.twoFactorChallenge).toBeUndefined();
  await signOut(page);
});

test("signs in with a recovery code once; the same code again is refused", async ({ page }) => {
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  await signOut(page);

  const alert = await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(alert).toHaveText(MESSAGES.twoFactorCodeWrong);
  await expect(page).toHaveURL(/\/$/);

  // The authenticator still works, and a right code clears the wrong try from the count.
  await page.getByRole("button", { name: "Use your authenticator app instead" }).click();
  await page.getByLabel("Two-factor code").fill(await freshCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  await signOut(page);
});

test("refuses five wrong codes, then even the right one", async ({ page }) => {
  const alert = await passwordStep(page);
  const wrong = wrongCode();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel("Two-factor code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(alert).toHaveText(MESSAGES.twoFactorCodeWrong);
    // The same words each time: wait for the answer before the next try.
    await expect(page.getByLabel("Two-factor code")).toHaveValue("");
  }
  await page.getByLabel("Two-factor code").fill(await freshCode());
  await page.getByRole("button", { name: "Verify" }).click();
  // "… Please try again in N minute(s)." with N what is left of the 15 minutes.
  await expect(alert).toContainText(MESSAGES.tooManyAttempts(60).replace(/\d+ minute.*$/, ""));
  await expect(page).toHaveURL(/\/$/);
  expect((await openSession(page.context()))?.sessionToken).toBeUndefined();
});
