/**
 * The sign-in and reset limits as a client meets them through the console (docs/rate-limits.md): an
 * X-Forwarded-For of one's own choosing neither escapes a limit nor lands in the audit log. No browser
 * is needed. A console and an api of their own, on a fresh data directory: this journey spends its
 * address's allowance on purpose, and the other journeys sign in from the same loopback address.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { ACCOUNTS } from "./support";

const root = path.resolve(__dirname, "..");

/** E2E_EXTRA_PORT and the next one when given (a shared machine's own range), else two free ports. */
async function ports(): Promise<[number, number]> {
  const base = Number(process.env.E2E_EXTRA_PORT ?? 0);
  if (base) return [base, base + 1];
  const free = () =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
  return [await free(), await free()];
}

async function answers(url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.status < 500, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

test.describe("client address and limits through the console", () => {
  test.describe.configure({ timeout: 120_000 });

  let launcher: ChildProcess | undefined;
  let consoleUrl: string;
  let api: APIRequestContext;

  test.beforeAll(async ({}, testInfo) => {
    // A fresh data directory: the api migrates and seeds the demo data first, as the main server does.
    testInfo.setTimeout(600_000);
    const [port, apiPort] = await ports();
    consoleUrl = `http://localhost:${port}`;
    launcher = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts", "--fresh"], {
      cwd: root,
      // Its own process group: stopping it stops the api and the console it started.
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        PUBLIC_URL: consoleUrl,
        API_BASE_URL: "",
        DATA_DIR: ".data/e2e-client-address",
        DATABASE_URL: "",
        REDIS_URL: "",
        SESSION_SECRET: "",
        JWT_SECRET: "",
        TWO_FACTOR_KEY: "",
        SMTP_URL: "",
        // No proxy in front: every X-Forwarded-For is the client's own claim.
        TRUST_PROXY: "",
        E2E_TEST_CLOCK: "false",
        LOG_LEVEL: "warn",
      },
    });
    await answers(`http://127.0.0.1:${port}/`, 540);
    api = await playwrightRequest.newContext({ baseURL: consoleUrl, extraHTTPHeaders: { origin: consoleUrl } });
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (launcher?.pid && launcher.exitCode === null) {
      const exited = new Promise((resolve) => launcher!.once("exit", resolve));
      process.kill(-launcher.pid, "SIGTERM");
      await exited;
    }
  });

  test("40 wrong passwords from 40 claimed addresses are refused after the limit, and the audit log names the real address", async () => {
    // The administrator signs in first: the attack below uses up this machine's allowance.
    const admin = await playwrightRequest.newContext({ baseURL: consoleUrl, extraHTTPHeaders: { origin: consoleUrl } });
    try {
      expect((await admin.post("/api/session", { data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password } })).status()).toBe(200);

      const fake = (n: number) => `198.51.100.${n}`;
      const statuses: number[] = [];
      let refusal: { retryAfter: string | undefined; message: string | undefined } | undefined;
      for (let n = 1; n <= 40; n += 1) {
        const answer = await api.post("/api/session", {
          data: { email: `nobody-${n}@example.com`, password: "Wrong@12345" },
          headers: { "x-forwarded-for": fake(n) },
        });
        statuses.push(answer.status());
        if (answer.status() === 429) refusal ??= { retryAfter: answer.headers()["retry-after"], message: (await answer.json()).message };
      }
      // One address, whatever it claims: 30 failures, then refused.
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses.slice(30)).toEqual(Array(10).fill(429));
      // The api's Retry-After reaches the client.
      expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
      expect(refusal?.message).toMatch(/^Too many attempts\./);

      // The audit log has the 30 failures, each with the address the console saw, none a claimed one.
      const log = await admin.get("/api/admin/auditlog", { params: { pageSize: "100", search: "login.failed" } });
      expect(log.status()).toBe(200);
      const entries = ((await log.json()) as { recordList: { action: string; ip: string | null }[] }).recordList.filter((e) => e.action === "login.failed");
      expect(entries).toHaveLength(30);
      const addresses = new Set(entries.map((e) => e.ip));
      expect(addresses.size).toBe(1);
      expect([...addresses][0]).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    } finally {
      await admin.dispose();
    }
  });

  test("a refused reset request keeps its Retry-After on the way to the browser", async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let n = 1; n <= 6; n += 1) {
      const answer = await api.post("/api/admin/users/forgotPassword", { data: { email: "someone@example.com" }, headers: { "x-forwarded-for": `198.51.100.${n}` } });
      statuses.push(answer.status());
      if (answer.status() === 429) retryAfter = answer.headers()["retry-after"];
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
