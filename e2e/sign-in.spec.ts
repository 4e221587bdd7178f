import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { PRODUCT_NAME } from "../lib/product";
import { ACCOUNTS, expectSignedOut, sessionCookie, signIn } from "./support";

test.describe("sign-in at /", () => {
  test("shows the product name, the card and its controls", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(PRODUCT_NAME);
    await expect(page.getByText(PRODUCT_NAME, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgotpassword");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    const card = page.getByRole("region", { name: /./ });
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(500);
  });

  test("checks the fields before calling", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
  });

  test("gives one message for a wrong password and for an unknown email", async ({ page }) => {
    await signIn(page, { email: ACCOUNTS.admin.email, password: "Wrong@12345" });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(MESSAGES.signInFailed);
    await signIn(page, { email: "nobody@example.com", password: "Wrong@12345" });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(MESSAGES.signInFailed);
    expect(await sessionCookie(page.context())).toBeUndefined();
  });

  test("the full administrator lands on the dashboard with the whole shell", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("header-name")).toHaveText(ACCOUNTS.admin.name);
    await expect(page.getByTestId("header-role")).toHaveText("Administrator");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("the demo administrator signs in", async ({ page }) => {
    await signIn(page, ACCOUNTS.demo);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("header-name")).toHaveText(ACCOUNTS.demo.name);
  });

  test("the restricted staff member lands on its first page", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("header-role")).toHaveText("Staff");
  });

  test("a staff member without any page is told so and stays signed out", async ({ page }) => {
    await signIn(page, ACCOUNTS.noAccess);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(MESSAGES.noPagePermissions);
    await expectSignedOut(page);
  });

  test("someone already signed in who opens / goes to their first page", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("sign out revokes the sign-in at the api and lands on /", async ({ page, context }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const before = (await sessionCookie(context))!;
    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expectSignedOut(page);
    await page.goto("/admin/dashboard");
    await expectSignedOut(page);
    // The old cookie, replayed, opens nothing: the api revoked its tokens.
    await context.addCookies([before]);
    const answer = await page.request.get("/api/admin/users/me");
    expect(answer.status()).toBe(401);
  });
});
