import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { sealData, unsealData } from "iron-session";
import { E2E } from "../playwright.config";
import type { Credentials } from "../lib/credentials";
import { DRAWN_SELECTOR } from "../lib/drawn";
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionData } from "../lib/session-options";

export const ACCOUNTS = {
  demo: { email: "demo@admin.com", password: "Demo@12345", name: "Demo Admin" },
  admin: { email: "admin@example.com", password: "Admin@12345", name: "Asha Menon" },
  staff: { email: "staff@example.com", password: "Staff@12345", name: "Ravi Kumar" },
  content: { email: "content@example.com", password: "Staff@12345", name: "Meera Iyer" },
  noAccess: { email: "noaccess@example.com", password: "Staff@12345", name: "Neha Shah" },
} as const;

export const STAFF_TITLES = ["Dashboard", "App Users", "Review", "Religion", "Community", "FAQs"];

/** The secret the launcher generated for the e2e data directory: tests seal and open cookies with it. */
function sessionSecret(): string {
  const file = path.resolve(__dirname, "..", E2E.dataDir, "secrets.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { sessionSecret: string }).sessionSecret;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}

export async function openSession(context: BrowserContext): Promise<SessionData | undefined> {
  const cookie = await sessionCookie(context);
  return cookie ? unsealData<SessionData>(cookie.value, { password: { 1: sessionSecret() }, ttl: SESSION_TTL_SECONDS }) : undefined;
}

/**
 * A session cookie as the console would seal it, for roles and permissions no demo account has.
 * Leaves the current page first: a prefetch still in flight would carry the new cookie to a page
 * the forged account may not open. `at`: the address whose cookie it is.
 */
export async function forgeSession(page: Page, data: SessionData, { stay = false, at = `http://localhost:${E2E.port}` } = {}) {
  const context = page.context();
  if (!stay) await page.goto("about:blank");
  const value = await sealData(data, { password: { 1: sessionSecret() }, ttl: SESSION_TTL_SECONDS });
  await context.addCookies([{ name: SESSION_COOKIE, value, url: at, httpOnly: true, sameSite: "Lax" }]);
}

export const credentials = (roleId: number, titles: string[]): Credentials => ({
  id: 9999,
  roleId,
  pagePermissions: titles.map((title) => ({ title })),
  firstName: "Test",
  lastName: "Person",
  roleName: "Tester",
  email: "tester@example.com",
  image: null,
});

export async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie(page.context())).toBeUndefined();
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/** The newest mail to this address received after `since`, from the journeys' SMTP server. */
export async function waitForMail(to: string, since: number): Promise<ReceivedMail> {
  const mailbox = path.resolve(__dirname, "..", ".data", "e2e-mailbox");
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(mailbox)
          .sort()
          .reverse()
          .map((file) => JSON.parse(readFileSync(path.join(mailbox, file), "utf8")) as ReceivedMail)
          .find((mail) => mail.receivedAt >= since && mail.to.includes(to));
        return Boolean(found);
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const resetLinkIn = (mail: ReceivedMail) => mail.text.match(/http:\/\/\S+\/reset-password\/[\w-]+/)![0];

/** Moves the api's clock (E2E_TEST_CLOCK): reset links expire without waiting. */
export async function advanceApiClock(ms: number) {
  const response = await fetch(`http://127.0.0.1:${E2E.apiPort}/test/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(response.status).toBe(200);
}

/**
 * An md5 of every table of the e2e api's database, by table (backend/src/db/fingerprint.ts), but the
 * tallies: the running api folds their pending changes in the background whenever it likes, and every
 * row they count is in a table compared here.
 */
export async function apiFingerprint(): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${E2E.apiPort}/test/fingerprint`);
  expect(response.status).toBe(200);
  const prints = ((await response.json()) as { recordList: Record<string, string>[] }).recordList[0];
  return Object.fromEntries(Object.entries(prints).filter(([table]) => !/_tally_|_tallies$/.test(table)));
}

/**
 * A navigation started by one of the console's own pages (Sec-Fetch-Site: same-origin), as a click on
 * its menu is: the only kind the gate may sign anyone out for (docs/security-headers.md). page.goto is
 * a typed address (Sec-Fetch-Site: none), which never signs anyone out.
 */
export async function navigateFromSite(page: Page, path: string) {
  if (!page.url().startsWith(`http://localhost:${E2E.port}/`)) await page.goto("/favicon.svg");
  const navigated = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
  await page.evaluate((to) => window.location.assign(to), path);
  await navigated;
  await page.waitForLoadState();
}

/**
 * Deletes the religions a journey added (found by name), so the journeys after it see the seeded
 * list. Sent with the console's Origin, as its own pages send it.
 */
export async function deleteReligionsNamed(page: Page, name: string) {
  const headers = { origin: `http://localhost:${E2E.port}` };
  const found = (await (await page.request.get(`/api/admin/religion?search=${encodeURIComponent(name)}`, { headers })).json()) as { recordList: { id: number }[] };
  for (const { id } of found.recordList) expect((await page.request.delete(`/api/admin/religion/${id}`, { headers })).status()).toBe(200);
}

/**
 * Waits until the page's content is drawn by the browser and usable (lib/drawn.ts): the server draws
 * a list's rows too, with its controls disabled until then, so a control found disabled earlier says
 * nothing about the rights it was drawn for.
 */
export async function drawnInBrowser(page: Page) {
  await expect(page.locator(DRAWN_SELECTOR).first()).toBeAttached();
}
