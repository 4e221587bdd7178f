import { expect, test } from "@playwright/test";
import { ACCOUNTS, openSession, signIn } from "./support";

test("no token is readable by browser JavaScript or present in any response body", async ({ page, context }) => {
  const bodies: { url: string; text: string }[] = [];
  page.on("response", async (response) => {
    const text = await response.text().catch(() => "");
    bodies.push({ url: response.url(), text });
  });

  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/religion");
  await page.evaluate(() => fetch("/api/admin/users/me").then((r) => r.text()));
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.keyboard.press("Escape");

  const session = (await openSession(context))!;
  expect(session.sessionToken).toBeTruthy();
  expect(session.refreshToken).toBeTruthy();

  const documentCookie = await page.evaluate(() => document.cookie);
  expect(documentCookie).not.toContain("mac_session");
  expect(documentCookie).not.toContain(session.sessionToken!);
  expect(documentCookie).not.toContain(session.refreshToken!);

  await page.waitForLoadState("networkidle");
  expect(bodies.length).toBeGreaterThan(3);
  for (const { url, text } of bodies) {
    expect(text, url).not.toContain(session.sessionToken!);
    expect(text, url).not.toContain(session.refreshToken!);
    expect(text, url).not.toMatch(/SessionToken|RefreshToken/);
  }
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain(session.refreshToken!);
});
