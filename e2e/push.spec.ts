import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E } from "../playwright.config";
import { standaloneServer } from "../scripts/standalone";
import { FCM_TOKEN_KEY } from "../lib/push-tab";
import { PUSH_PROVIDER_ORIGINS } from "../lib/push-web";
import { PUSH_LOG, PUSH_WORKER } from "../lib/push-registration";
import { ACCOUNTS } from "./support";

/**
 * The console's push registration (docs/push.md, "The console's registration") in Chromium, on a second
 * console process with a Firebase web app configured, in front of the journeys' api. The browser's
 * boundary is stubbed: the permission prompt, the push service's subscription and Firebase's
 * installation and registration answers. The service worker is the real one, and a push is delivered
 * to it through Chromium's DevTools protocol.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = E2E.port + 8;
const ORIGIN = `http://localhost:${PORT}`;
const FCM_TOKEN = `fcm-e2e-${randomBytes(8).toString("hex")}:APA91b${"T".repeat(140)}`;
// A P-256 public key's shape (65 bytes, 0x04 first), base64url as Firebase's console shows a VAPID key.
const VAPID_KEY = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url");
// A string every build of Firebase's messaging code holds, and the console's own code never does.
const FIREBASE_MARK = "fcmregistrations.googleapis.com";

let server: ChildProcess;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const file = standaloneServer(path.resolve(__dirname, ".."));
  server = spawn(process.execPath, [file], {
    cwd: path.dirname(file),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOSTNAME: "127.0.0.1",
      PORT: String(PORT),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      API_BASE_URL: `http://127.0.0.1:${E2E.apiPort}`,
      LOG_LEVEL: "warn",
      FIREBASE_API_KEY: "AIzaSyE2E-console-push-test-key-000000",
      FIREBASE_PROJECT_ID: "matrimony-e2e",
      FIREBASE_APP_ID: "1:123456789012:web:0123456789abcdef",
      FIREBASE_MESSAGING_SENDER_ID: "123456789012",
      FIREBASE_VAPID_KEY: VAPID_KEY,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (const until = Date.now() + 60_000; ; ) {
    if (await fetch(`${ORIGIN}/`).then((answer) => answer.ok, () => false)) break;
    if (Date.now() > until || server.exitCode !== null) throw new Error(`the push console did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("push console", { body: output });
});

/**
 * A browser whose permission prompt answers `answer` (counting the times it is asked), whose push
 * service subscribes without a network, and whose calls to Firebase get Firebase's answers.
 */
async function stubbedBrowser(browser: Browser, { permission = "default", answer = "granted" }: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  const context = await browser.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  await context.addInitScript(
    ({ permission, answer }) => {
      const state = { permission, asked: 0 };
      Object.defineProperty(window, "__pushStub", { value: state });
      Object.defineProperty(Notification, "permission", { get: () => state.permission });
      Notification.requestPermission = async () => {
        state.asked += 1;
        state.permission = answer;
        return answer;
      };
      let subscription: PushSubscription | null = null;
      const key = (name: string) => new TextEncoder().encode(name === "auth" ? "sixteen-byte-key" : "p".repeat(65)).buffer;
      PushManager.prototype.getSubscription = async () => subscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        subscription = {
          endpoint: "https://push.example.test/send/e2e",
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
          getKey: key,
          toJSON: () => ({ endpoint: "https://push.example.test/send/e2e" }),
          unsubscribe: async () => true,
        } as unknown as PushSubscription;
        return subscription;
      };
    },
    { permission, answer },
  );
  const provider = { installations: 0, registrations: 0 };
  await context.route(`${PUSH_PROVIDER_ORIGINS[0]}/**`, (route) => {
    provider.installations += 1;
    const fid = "cYr2ZLBkS2yOaBlpL9aR0e";
    return route.fulfill({
      json: route.request().url().endsWith("/authTokens:generate")
        ? { token: "installation-auth-token", expiresIn: "604800s" }
        : { name: `projects/123456789012/installations/${fid}`, fid, refreshToken: "installation-refresh", authToken: { token: "installation-auth-token", expiresIn: "604800s" } },
    });
  });
  await context.route(`${PUSH_PROVIDER_ORIGINS[1]}/**`, (route) => {
    provider.registrations += 1;
    return route.fulfill({ json: { token: FCM_TOKEN } });
  });
  return { context, provider };
}

/** The JavaScript a page downloaded, so a test can say what code reached it. */
function scriptsOf(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") void response.text().then((text) => bodies.push(text), () => undefined);
  });
  return bodies;
}

const signIn = async (page: Page) => {
  await page.goto("/");
  await page.getByLabel("Email").fill(ACCOUNTS.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin/);
};

const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), FCM_TOKEN_KEY);
const asked = (page: Page) => page.evaluate(() => (window as unknown as { __pushStub: { asked: number } }).__pushStub.asked);

let signedIn: { context: BrowserContext; page: Page };

test("signing in registers the worker with its scope, asks permission once, keeps fcmToken; the sign-in page loads no Firebase code", async ({ browser }) => {
  const { context, provider } = await stubbedBrowser(browser);
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes(FIREBASE_MARK))).toEqual([]);

  const registered = page.waitForResponse((answer) => answer.url().endsWith("/api/admin/users/pushToken") && answer.request().method() === "POST");
  await signIn(page);
  expect((await registered).status()).toBe(200);
  await expect.poll(() => storedToken(page)).toBe(FCM_TOKEN);
  expect(await asked(page)).toBe(1);
  expect(provider.registrations).toBe(1);
  // The messaging code came after sign-in, on the admin page.
  await expect.poll(() => scripts.some((body) => body.includes(FIREBASE_MARK))).toBe(true);
  const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));
  expect(scopes).toEqual([`${ORIGIN}${PUSH_WORKER.scope}`]);

  // Another page of the same tab: the token is fresh, so no messaging code and no second registration.
  const later = scriptsOf(page);
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(later.filter((body) => body.includes(FIREBASE_MARK))).toEqual([]);
  expect(provider.registrations).toBe(1);
  signedIn = { context, page };
});

test("a foreground push shows an info toast with its title and body, paused while hovered, closed by a click", async () => {
  const { context, page } = signedIn;
  const devtools = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((candidate) => candidate.scopeURL.endsWith(PUSH_WORKER.scope) && !candidate.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await devtools.send("ServiceWorker.enable");
  const payload = { notification: { title: "New block request", body: "Priya S. asked to block member MAT104512" }, fcmOptions: { link: "/admin/blockusers" } };
  await devtools.send("ServiceWorker.deliverPushMessage", { origin: ORIGIN, registrationId: await registration, data: JSON.stringify(payload) });

  const toast = page.locator("#notistack-snackbar").filter({ hasText: "New block request: Priya S. asked to block member MAT104512" });
  await expect(toast).toBeVisible();
  await expect(toast.locator("xpath=ancestor::*[contains(@class, 'notistack-MuiContent-info')]")).toHaveCount(1);
  // Hovered past its 5000 ms it stays; a click closes it.
  await toast.hover();
  await page.waitForTimeout(6_000);
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toBeHidden();
  await context.close();
});

test("a browser that refuses permission is asked once, keeps no token and logs the spec's words; one already granted is not asked", async ({ browser }) => {
  const refused = await stubbedBrowser(browser, { answer: "denied" });
  const page = await refused.context.newPage();
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  await signIn(page);
  await expect.poll(() => logged.some((line) => line.startsWith(PUSH_LOG.failed))).toBe(true);
  expect(await asked(page)).toBe(1);
  expect(await storedToken(page)).toBeNull();
  expect(refused.provider.registrations).toBe(0);
  await refused.context.close();

  const granted = await stubbedBrowser(browser, { permission: "granted" });
  const again = await granted.context.newPage();
  await signIn(again);
  await expect.poll(() => storedToken(again)).toBe(FCM_TOKEN);
  expect(await asked(again)).toBe(0);
  await granted.context.close();
});
