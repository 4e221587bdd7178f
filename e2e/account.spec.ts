import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { ACCOUNTS, drawnInBrowser, expectSignedOut, forgeSession, openSession, signIn } from "./support";

const toast = (page: Page, text: string) => page.locator("#notistack-snackbar").filter({ hasText: text });

async function openDialog(page: Page, item: "Change Email" | "Change Password") {
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: item }).click();
  return page.getByRole("dialog", { name: item });
}

async function signedIn(page: Page, account: { email: string; password: string }) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe("Change Email dialog", () => {
  test("shows each message live and on submit", async ({ page }) => {
    await signedIn(page, ACCOUNTS.admin);
    const dialog = await openDialog(page, "Change Email");
    await dialog.getByLabel("Old Email").fill("x");
    await dialog.getByLabel("Old Email").fill("");
    await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();
    await dialog.getByLabel("New Email").fill("not-an-email");
    await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await dialog.getByLabel("Confirm Email").fill("x");
    await expect(dialog.getByText(MESSAGES.emailMismatch)).toBeVisible();
    await dialog.getByLabel("Confirm Email").fill("");
    await expect(dialog.getByText(MESSAGES.confirmEmailRequiredLive)).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText(MESSAGES.confirmEmailRequiredSubmit)).toBeVisible();
  });

  test("a taken address is refused with the server's message", async ({ page }) => {
    await signedIn(page, ACCOUNTS.admin);
    const dialog = await openDialog(page, "Change Email");
    await dialog.getByLabel("Old Email").fill(ACCOUNTS.admin.email);
    await dialog.getByLabel("New Email").fill(ACCOUNTS.staff.email);
    await dialog.getByLabel("Confirm Email").fill(ACCOUNTS.staff.email);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "This email is already used by another administrator.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("200 closes the dialog, toasts, and the header shows the new address", async ({ page }) => {
    await signedIn(page, ACCOUNTS.admin);
    const change = async (from: string, to: string) => {
      const dialog = await openDialog(page, "Change Email");
      await dialog.getByLabel("Old Email").fill(from);
      await dialog.getByLabel("New Email").fill(to);
      await dialog.getByLabel("Confirm Email").fill(to);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, MESSAGES.emailChanged)).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Profile menu" }).click();
      await expect(page.getByTestId("header-email")).toHaveText(to);
      await page.keyboard.press("Escape");
    };
    await change(ACCOUNTS.admin.email, "asha.menon@example.com");
    // The way back toasts the same words: the first toast (shown for 6 s) must have left, or the check
    // would find two.
    await expect(toast(page, MESSAGES.emailChanged)).toHaveCount(0);
    await change("asha.menon@example.com", ACCOUNTS.admin.email);
  });

  test("401 clears the session and goes to /", async ({ page, context }) => {
    await signedIn(page, ACCOUNTS.admin);
    const session = (await openSession(context))!;
    // The sign-in ends while the page is open: the dialog's save is what finds out.
    const dialog = await openDialog(page, "Change Email");
    await forgeSession(page, { ...session, sessionToken: "revoked", refreshToken: "revoked" }, { stay: true });
    await dialog.getByLabel("Old Email").fill(ACCOUNTS.admin.email);
    await dialog.getByLabel("New Email").fill("someone@example.com");
    await dialog.getByLabel("Confirm Email").fill("someone@example.com");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectSignedOut(page);
  });
});

test.describe("Change Password dialog", () => {
  test("each field shows the message of its own state, with its own show/hide", async ({ page }) => {
    await signedIn(page, ACCOUNTS.admin);
    const dialog = await openDialog(page, "Change Password");
    await dialog.getByLabel("Old Password", { exact: true }).fill("x");
    await expect(dialog.getByText(MESSAGES.changePasswordInvalid)).toHaveCount(1);
    await dialog.getByLabel("Old Password", { exact: true }).fill("");
    await expect(dialog.getByText(MESSAGES.changePasswordRequired)).toHaveCount(1);
    await dialog.getByLabel("New Password", { exact: true }).fill("short");
    await expect(dialog.getByText(MESSAGES.changePasswordInvalid)).toHaveCount(1);
    await dialog.getByLabel("Confirm Password", { exact: true }).fill("other");
    await expect(dialog.getByText(MESSAGES.changePasswordMismatch)).toBeVisible();
    await dialog.getByLabel("Confirm Password", { exact: true }).fill("");
    await expect(dialog.getByText(MESSAGES.changeConfirmPasswordRequired)).toBeVisible();
    await dialog.getByRole("button", { name: "Show new password" }).click();
    await expect(dialog.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
    await expect(dialog.getByLabel("Old Password", { exact: true })).toHaveAttribute("type", "password");
  });

  test("a wrong old password is refused with the server's message", async ({ page }) => {
    await signedIn(page, ACCOUNTS.admin);
    const dialog = await openDialog(page, "Change Password");
    await dialog.getByLabel("Old Password", { exact: true }).fill("Wrong@12345");
    await dialog.getByLabel("New Password", { exact: true }).fill("Another-Lantern-42");
    await dialog.getByLabel("Confirm Password", { exact: true }).fill("Another-Lantern-42");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "The old password is not correct.")).toBeVisible();
  });

  test("200 toasts, keeps this sign-in and ends the others", async ({ page, browser }) => {
    // An account of its own: the demo passwords are too easily guessed to be set again afterwards.
    const account = { email: `password-change-${Date.now()}@example.com`, password: "Before-Lantern-42" };
    await signedIn(page, ACCOUNTS.admin);
    const created = await page.request.post("/api/admin/users", {
      data: { firstName: "Pass", lastName: "Change", email: account.email, confirmEmail: account.email, password: account.password, confirmPassword: account.password, gender: "Female", receiveEmail: false, receiveNotifications: false },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()).recordList[0] as { id: number };
    expect((await page.request.put(`/api/admin/users/${id}/permissions`, { data: { pagePermissions: [{ title: "Religion" }] } })).status()).toBe(200);
    await page.context().clearCookies();
    const other = await browser.newPage();
    for (const each of [other, page]) {
      await signIn(each, account);
      await expect(each).toHaveURL(/\/admin\/religion$/);
    }
    const change = async (from: string, to: string) => {
      const dialog = await openDialog(page, "Change Password");
      await dialog.getByLabel("Old Password", { exact: true }).fill(from);
      await dialog.getByLabel("New Password", { exact: true }).fill(to);
      await dialog.getByLabel("Confirm Password", { exact: true }).fill(to);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, MESSAGES.passwordChanged)).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    await change(account.password, "Changed-Lantern-2026");
    expect((await page.request.get("/api/admin/users/me")).status()).toBe(200);
    expect((await other.request.get("/api/admin/users/me")).status()).toBe(401);
    await other.close();
  });
});

test.describe("the demo administrator", () => {
  test("cannot save either dialog or its profile", async ({ page }) => {
    await signedIn(page, ACCOUNTS.demo);
    for (const item of ["Change Email", "Change Password"] as const) {
      const dialog = await openDialog(page, item);
      await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
      await dialog.getByRole("button", { name: "Cancel" }).click();
    }
    await page.goto("/admin/profile");
    await drawnInBrowser(page);
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    // And the api refuses it whatever the browser does.
    const answer = await page.request.post("/api/admin/users/changePassword", {
      data: { oldPassword: ACCOUNTS.demo.password, newPassword: "Other@12345", confirmPassword: "Other@12345" },
    });
    expect(answer.status()).toBe(403);
    expect((await answer.json()).message).toBe(MESSAGES.demoReadOnly);
  });
});

test.describe("profile page", () => {
  test("shows the details, saves the names and the picture", async ({ page }) => {
    await signedIn(page, ACCOUNTS.staff);
    await page.goto("/admin/profile");
    await expect(page.getByTestId("profile-email")).toHaveText(ACCOUNTS.staff.email);
    await expect(page.getByTestId("profile-last-sign-in")).toContainText(String(new Date().getFullYear()));
    await page.getByLabel("First name").fill("Ravi1");
    await expect(page.getByText("First name may hold letters")).toBeVisible();
    await page.getByLabel("First name").fill("Raveendra");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Your profile is saved")).toBeVisible();
    await expect(page.getByTestId("header-name")).toHaveText("Raveendra Kumar");

    await page.getByLabel("Profile picture").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("plain text, not a picture") });
    await expect(toast(page, "The picture must be a PNG, JPEG or WebP image.")).toBeVisible();
    await page.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(toast(page, "Your picture is saved")).toBeVisible();
    const avatar = page.locator("header .MuiAvatar-root img");
    await expect(avatar).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}$/);
    const picture = await page.request.get((await avatar.getAttribute("src"))!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");

    await page.getByLabel("First name").fill("Ravi");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("header-name")).toHaveText("Ravi Kumar");
  });
});

// A 1×1 transparent PNG.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
