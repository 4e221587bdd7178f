import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { PRODUCT_NAME } from "../lib/product";
import { E2E } from "../playwright.config";
import { ACCOUNTS, advanceApiClock, resetLinkIn, signIn, waitForMail } from "./support";

const toast = (page: import("@playwright/test").Page, text: string) => page.locator("#notistack-snackbar").filter({ hasText: text });

/**
 * From here the page's clock moves only when the journey runs it, so its 4000 ms are counted from the
 * answer: an installed clock otherwise also moves with the machine's, and a busy machine's second
 * between the answer and the toast being seen went into them. The pause is a second ahead of the page's
 * time as read, since the clock may move on before it is paused (a pause in its past is refused).
 */
async function holdTheClock(page: import("@playwright/test").Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Still on `path` after the redirect's time less 100 ms: a redirect that fired early changes the address
 * only once its navigation is done, which takes the machine's time, not the page's held clock.
 */
async function expectNotYetLeft(page: import("@playwright/test").Page, path: RegExp) {
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(path);
}

test.describe("forgot password", () => {
  test("checks the address on every keystroke and on submit, calling only when it is valid", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("forgotPassword") && calls.push(r.url()));
    await page.goto("/forgotpassword");
    await expect(page).toHaveTitle(`Forgot Password | ${PRODUCT_NAME}`);
    await expect(page.getByRole("link", { name: "Back to login page" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Send Mail" }).click();
    await expect(page.getByText(MESSAGES.forgotEmailRequired)).toBeVisible();
    const email = page.getByLabel("Email");
    await email.pressSequentially("asha@");
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await page.getByRole("button", { name: "Send Mail" }).click();
    await email.pressSequentially("example.com");
    await expect(page.getByText(MESSAGES.invalidEmail)).toHaveCount(0);
    await email.fill("");
    await expect(page.getByText(MESSAGES.forgotEmailRequired)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("an answer of 200 toasts, then goes to / after exactly 4000 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/forgotpassword");
    // A first answer of 400 brings the toasts' code in (it comes with the first toast): with the clock
    // held, the page would not finish mounting it.
    const refused = "**/api/admin/users/forgotPassword";
    await page.route(refused, (route) => route.continue({ postData: JSON.stringify({ email: "not valid" }) }));
    await page.getByLabel("Email").fill("nobody-known@example.com");
    await page.getByRole("button", { name: "Send Mail" }).click();
    await expect(toast(page, MESSAGES.checkEmail)).toBeVisible();
    await page.unroute(refused);
    await holdTheClock(page);
    await page.getByRole("button", { name: "Send Mail" }).click();
    await expect(toast(page, MESSAGES.mailSent)).toBeVisible();
    await page.clock.runFor(3900);
    await expectNotYetLeft(page, /\/forgotpassword$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/$/);
  });

  test("an answer of 400 toasts 'Please check the Email' and the user stays", async ({ page }) => {
    await page.goto("/forgotpassword");
    // A valid address by the browser's rule that the api refuses: the answer is 400.
    await page.route("**/api/admin/users/forgotPassword", (route) => route.continue({ postData: JSON.stringify({ email: "not valid" }) }));
    await page.getByLabel("Email").fill("asha@example.com");
    await page.getByRole("button", { name: "Send Mail" }).click();
    await expect(toast(page, MESSAGES.checkEmail)).toBeVisible();
    await expect(page).toHaveURL(/\/forgotpassword$/);
  });
});

test.describe("reset password", () => {
  test("a whole reset: the link from a real mail, every message, then sign-in with the new password", async ({ page, browser }) => {
    // An account of its own: the demo passwords are too easily guessed to be set back afterwards.
    const account = await newStaffAccount(browser);
    const since = Date.now();
    await page.goto("/forgotpassword");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send Mail" }).click();
    await expect(toast(page, MESSAGES.mailSent)).toBeVisible();
    const mail = await waitForMail(account.email, since);
    expect(mail.subject).toContain(PRODUCT_NAME);
    expect(mail.html).toContain("reset-password/");
    expect(mail.text).toMatch(/expires at .+ UTC/);
    const link = resetLinkIn(mail);
    expect(link.startsWith(`http://localhost:${E2E.port}/reset-password/`)).toBe(true);

    await page.clock.install();
    const response = await page.goto(link);
    expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page).toHaveTitle(PRODUCT_NAME);
    const card = page.getByRole("region", { name: /./ });
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(500);

    const password = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.confirmPasswordRequired)).toBeVisible();
    await password.fill("short1");
    await expect(page.getByText(MESSAGES.passwordRule)).toBeVisible();
    await password.fill("alllowercase");
    await expect(page.getByText(MESSAGES.passwordRule)).toBeVisible();
    await password.fill("Fresh@2026x");
    await expect(page.getByText(MESSAGES.passwordRule)).toHaveCount(0);
    await confirm.fill("Fresh@2026y");
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();

    // A mismatch stops the request.
    let calls = 0;
    page.on("request", (r) => r.url().includes("resetPassword") && calls++);
    await page.getByRole("button", { name: "Submit" }).click();
    expect(calls).toBe(0);

    // Each field has its own show/hide toggle.
    await page.getByRole("button", { name: "Show new password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show confirm password" }).click();
    await expect(confirm).toHaveAttribute("type", "text");

    // The right shape but among the first any guesser tries: the api's refusal, saying why, is shown
    // and the link still works.
    await password.fill("Password1");
    await confirm.fill("Password1");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, MESSAGES.passwordGuessable("it is one of the most common passwords"))).toBeVisible();
    expect(calls).toBe(1);

    await password.fill("Fresh@2026x");
    await confirm.fill("Fresh@2026x");
    // The mail that says so comes after the reset link's, which must not be taken for it.
    const resetAt = Date.now();
    await holdTheClock(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, MESSAGES.passwordReset)).toBeVisible();
    expect(calls).toBe(2);
    await page.clock.runFor(3900);
    await expectNotYetLeft(page, /\/reset-password\//);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/$/);
    // The rest of the journey on the machine's time again.
    await page.clock.resume();

    const changed = await waitForMail(account.email, resetAt);
    expect(changed.subject).toContain("password was changed");

    await signIn(page, { email: account.email, password: account.password });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(MESSAGES.signInFailed);
    await signIn(page, { email: account.email, password: "Fresh@2026x" });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The link is spent: opening it again says so and offers a new one.
    await page.goto(link);
    await expect(page.getByText(MESSAGES.resetLinkInvalid)).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgotpassword");
  });

  test("an expired link says so and offers a new one", async ({ page }) => {
    const since = Date.now();
    await page.goto("/forgotpassword");
    await page.getByLabel("Email").fill(ACCOUNTS.noAccess.email);
    await page.getByRole("button", { name: "Send Mail" }).click();
    const link = resetLinkIn(await waitForMail(ACCOUNTS.noAccess.email, since));
    await page.goto(link);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    await advanceApiClock(31 * 60_000);
    try {
      await page.reload();
      await expect(page.getByText(MESSAGES.resetLinkInvalid)).toBeVisible();
      await page.getByRole("link", { name: "Request a new link" }).click();
      await expect(page).toHaveURL(/\/forgotpassword$/);
    } finally {
      await advanceApiClock(-31 * 60_000);
    }
  });

  test("a made-up link says so", async ({ page }) => {
    await page.goto("/reset-password/this-token-was-never-issued-by-anyone-at-all");
    await expect(page.getByText(MESSAGES.resetLinkInvalid)).toBeVisible();
  });
});

/** Through the Admin Users api, as a full administrator: a staff member with the Dashboard only. */
async function newStaffAccount(browser: import("@playwright/test").Browser) {
  const account = { email: `reset-journey-${Date.now()}@example.com`, password: "Before-Lantern-42" };
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const created = await page.request.post("/api/admin/users", {
    data: { firstName: "Reset", lastName: "Journey", email: account.email, confirmEmail: account.email, password: account.password, confirmPassword: account.password, gender: "Female", receiveEmail: false, receiveNotifications: false },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).recordList[0] as { id: number };
  expect((await page.request.put(`/api/admin/users/${id}/permissions`, { data: { pagePermissions: [{ title: "Dashboard" }] } })).status()).toBe(200);
  await context.close();
  return account;
}
