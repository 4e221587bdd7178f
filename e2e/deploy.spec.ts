import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { request as requestContext } from "@playwright/test";
import { sealData, unsealData } from "iron-session";
import config from "../playwright.config";
import { portRange, startDeployment, stopProc, type Deployment, type Proc } from "../deploy/loopback";
import { refusesConnections, stopWithRequestInFlight } from "../backend/test/sockets";
import { MESSAGES } from "../lib/messages";
import { STRICT_TRANSPORT_SECURITY } from "../lib/security-headers";
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionPasswords, type SessionData } from "../lib/session-options";
import { ACCOUNTS, sessionCookie, signIn } from "./support";

/**
 * The deployment of deploy/README.md on loopback: Debian's nginx with TLS in front of two console
 * processes (the standalone build) and two api processes sharing one PostgreSQL database and Redis.
 * Needs the production build (npm run build), as every journey does.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let deployment: Deployment;
let outside: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  deployment = await startDeployment({
    portBase: PORT_BASE,
    publicHost: PUBLIC_HOST,
    logLevel: "debug",
    postgresUrl: process.env.DEPLOY_POSTGRES_URL,
    redisUrl: process.env.DEPLOY_REDIS_URL,
  });
  // Node resolves no made-up name: the same nginx by its address (no answer depends on the Host it is sent).
  outside = await requestContext.newContext({ baseURL: deployment.loopbackUrl, ignoreHTTPSErrors: true });
});

// A failure keeps what every process said.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !deployment) return;
  for (const proc of [...deployment.apis, ...deployment.consoles, deployment.nginx]) await testInfo.attach(proc.name, { body: proc.output() });
  await testInfo.attach("nginx access log", { body: deployment.accessLog() });
});

test.afterAll(async () => {
  await outside?.dispose();
  await deployment?.stop();
});

const PORT_BASE = portRange(0);
/**
 * The public name: not localhost, nor the consoles' 127.0.0.1, so that a redirect built from anything but
 * the browser's own address (Next's idea of its host, a listening port) leaves the browser where its
 * cookie is not. Chromium alone resolves it (no /etc/hosts needed).
 */
const PUBLIC_HOST = "console.deploy.test";
const PUBLIC_URL = `https://${PUBLIC_HOST}:${PORT_BASE}`;
const launchOptions = config.use?.launchOptions ?? {};
// The journeys' own pages (signIn goes to "/") are the deployment's, behind nginx.
// The journeys' Origin (playwright.config.ts sends the e2e console's) is this deployment's here.
test.use({
  baseURL: PUBLIC_URL,
  ignoreHTTPSErrors: true,
  extraHTTPHeaders: { origin: PUBLIC_URL },
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`] },
});

const servedBy = (procs: Proc[], requestId: string) => procs.filter((proc) => proc.output().includes(`"requestId":"${requestId}"`));

test("plain http only redirects to https, and the api is not reachable through the public port", async () => {
  const plain = await fetch(`http://127.0.0.1:${deployment.httpPort}/admin/dashboard`, { redirect: "manual" });
  expect(plain.status).toBe(308);
  expect(plain.headers.get("location")).toBe(`${deployment.url}/admin/dashboard`);
  // The console has no route of the api's: its paths answer the console's 404 or sign-in, never the api.
  const login = await outside.post("/api/admin/users/login", { data: ACCOUNTS.admin, headers: { origin: deployment.url } });
  expect(login.status()).not.toBe(200);
  expect(JSON.stringify(await login.json().catch(() => ({})))).not.toContain("SessionToken");
  // Readiness (a database and an SMTP check) is for monitors inside, never asked from outside.
  expect((await outside.get("/readyz")).status()).toBe(404);
});

test("the request id is nginx's, whatever the client sends", async () => {
  const answer = await outside.get("/healthz", { headers: { "x-request-id": "chosen-by-the-client-0123456789" } });
  const id = answer.headers()["x-request-id"];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  // nginx writes a request's line once its answer has gone out: the client can read the answer first.
  await expect.poll(() => deployment.accessLog()).toContain(`"GET /healthz HTTP/1.1" 200 `);
  await expect.poll(() => deployment.accessLog()).toContain(`request_id=${id}`);
});

test("each console is alive and ready while an api answers through the internal upstream", async () => {
  for (const proc of deployment.consoles) {
    expect((await fetch(`http://127.0.0.1:${proc.port}/healthz`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${proc.port}/readyz`);
    expect(await ready.json()).toEqual({ status: 200, api: "ok" });
  }
  for (const proc of deployment.apis) {
    const ready = await fetch(`http://127.0.0.1:${proc.port}/readyz`);
    expect(await ready.json()).toEqual({ status: 200, recordList: [{ database: "ok", mail: "ok" }] });
  }
});

test("wrong passwords spread over both api processes are counted together", async () => {
  const ids: string[] = [];
  let refusedAt = 0;
  for (let attempt = 1; attempt <= 40 && !refusedAt; attempt += 1) {
    const answer = await outside.post("/api/session", { data: { email: ACCOUNTS.content.email, password: "Wrong@12345" }, headers: { origin: deployment.url } });
    expect([401, 429], await answer.text()).toContain(answer.status());
    ids.push(answer.headers()["x-request-id"]);
    if (answer.status() === 429) refusedAt = attempt;
  }
  expect(refusedAt).toBeGreaterThan(1);
  // Both processes judged some of the attempts (nginx takes turns)…
  for (const api of deployment.apis) expect(ids.some((id) => servedBy([api], id).length === 1)).toBe(true);
  // …and now each refuses the account from this address, though neither saw every attempt.
  for (const api of deployment.apis) {
    const direct = await fetch(`http://127.0.0.1:${api.port}/api/admin/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ACCOUNTS.content.email, password: "Wrong@12345" }),
    });
    expect(direct.status, api.name).toBe(429);
  }
});

/** The browser's session as after 15 minutes: a SessionToken the api no longer takes, the refresh token still good. */
async function expireSessionToken(page: Page) {
  const password = sessionPasswords({ SESSION_SECRET: deployment.sessionSecret });
  const session = await unsealData<SessionData>((await sessionCookie(page.context()))!.value, { password, ttl: SESSION_TTL_SECONDS });
  expect(session.refreshToken).toBeTruthy();
  const value = await sealData({ ...session, sessionToken: `${session.sessionToken}x` }, { password, ttl: SESSION_TTL_SECONDS });
  await page.context().addCookies([{ name: SESSION_COOKIE, value, url: PUBLIC_URL, httpOnly: true, secure: true, sameSite: "Lax" }]);
}

test("the browser stays on the public name through sign-in, a token refresh and the session routes", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(`${PUBLIC_URL}/admin/dashboard`);
  await expireSessionToken(page);
  // The page's api read is refused 401: the refresh route renews the token and sends the browser back.
  await page.goto("/admin/religion");
  await expect(page).toHaveURL(`${PUBLIC_URL}/admin/religion`);
  await expect(page.getByText("Muslim", { exact: true })).toBeVisible();
  for (const path of ["/api/session/refresh?from=/admin/community", "/api/session/expire?from=/admin/community"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`${PUBLIC_URL}/admin/community`);
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  }
  await page.goto("/admin");
  await expect(page).toHaveURL(`${PUBLIC_URL}/admin/dashboard`);
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${PUBLIC_URL}/`);
});

test.describe("another address of the same deployment", () => {
  // The browser's own Origin, not the one the other journeys send for their direct calls.
  test.use({ extraHTTPHeaders: {} });

  test("a sign-in from another address of the deployment is refused, naming the address to open", async ({ page }) => {
    await page.goto(`${deployment.loopbackUrl}/`);
    await page.getByLabel("Email").fill(ACCOUNTS.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(ACCOUNTS.admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(MESSAGES.openConsoleAt(PUBLIC_URL))).toBeVisible();
    expect(await sessionCookie(page.context())).toBeUndefined();
  });
});

test("behind https every answer carries HSTS: pages, route handlers and pictures", async () => {
  for (const path of ["/", "/forgotpassword", "/api/session/refresh?from=/admin", "/api/admin/religion", "/media/1", "/healthz"]) {
    const answer = await outside.get(path, { maxRedirects: 0 });
    expect({ path, hsts: answer.headers()["strict-transport-security"] }).toEqual({ path, hsts: STRICT_TRANSPORT_SECURITY });
  }
});

test("a signed-in journey goes on after one api and one console process die", async ({ page }) => {
  const signedIn = page.waitForResponse((response) => response.url().endsWith("/api/session") && response.request().method() === "POST");
  await signIn(page, ACCOUNTS.admin);
  const answer = await signedIn;
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // One id from nginx to the browser, through a console and an api, each logging it.
  const requestId = answer.headers()["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => deployment.accessLog()).toContain(`request_id=${requestId}`);
  const [api] = servedBy(deployment.apis, requestId);
  expect(api.output().split("\n").find((line) => line.includes(requestId) && line.includes('"msg":"request"'))).toContain('"path":"/api/admin/users/login"');
  expect(servedBy(deployment.consoles, requestId)).toHaveLength(1);

  await page.goto("/admin/religion");
  await expect(page.getByText("Muslim", { exact: true })).toBeVisible();

  await stopProc(deployment.apis[0], "SIGKILL");
  await stopProc(deployment.consoles[0], "SIGKILL");
  for (const dead of [deployment.apis[0], deployment.consoles[0]]) expect(await refusesConnections(dead.port), dead.name).toBe(true);

  // Each page asks both consoles in turn and the consoles both apis: every one must still be answered.
  for (const slug of ["community", "FAQs", "successStory", "dashboard"]) {
    await page.goto(`/admin/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/admin/${slug}$`));
    await expect(page.getByRole("main")).not.toContainText(MESSAGES.backendUnavailable);
  }
  await page.goto("/admin/religion");
  await expect(page.getByText("Muslim", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${deployment.url}/$`));
});

test("a console process on SIGTERM finishes the request in flight, refuses new connections and exits within 10 s", async () => {
  const survivor = deployment.consoles.find((proc) => proc.child.exitCode === null && proc.child.signalCode === null)!;
  const { response, refusedWhileInFlight, signalledAt } = await stopWithRequestInFlight(
    survivor.port,
    { path: "/api/session", headers: { Host: new URL(deployment.url).host, Origin: deployment.url }, body: JSON.stringify({ email: ACCOUNTS.staff.email, password: "Wrong@12345" }) },
    () => {
      survivor.child.kill("SIGTERM");
    },
  );
  expect(refusedWhileInFlight).toBe(true);
  expect(response).toMatch(/^HTTP\/1\.1 401 /);
  await survivor.exited;
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  // Stopped by the signal through Next's own handler (exit 143), not cut at the deadline.
  expect(survivor.child.exitCode).toBe(143);
  expect(survivor.output()).toContain("stopping: finishing requests in flight");
});
