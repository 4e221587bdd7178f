import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { sealData } from "iron-session";
import { DEMO_ADMINS } from "../../backend/src/setup/demo-admins";
import { MEASURED_PUSH } from "./push";
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionData } from "../../lib/session-options";

const root = path.resolve(__dirname, "../..");

/** The production console and api started for a measurement, on a fresh embedded database with the demo data. */
export interface MeasuredApp {
  base: string;
  apiBase: string;
  /** The data directory, where the embedded install keeps its session secret. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `scripts/start.ts --fresh` on ports from BENCH_PORT (console there, api 1000 above; 3300 when
 * unset) so checkouts side by side can measure at once. Needs the production build.
 */
export async function startApp(port = Number(process.env.BENCH_PORT ?? 3300)): Promise<MeasuredApp> {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  const base = `http://localhost:${port}`;
  const dataDir = path.join(root, ".data", `bench-${port}`);
  // Push on, as a deployment that uses it: its registration is part of what pages weigh (scripts/weight/push.ts).
  const env = { ...process.env, PORT: String(port), API_PORT: String(port + 1000), DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: "", JWT_SECRET: "", TWO_FACTOR_KEY: "", LOG_LEVEL: "warn", ...MEASURED_PUSH };
  // Its own process group, so stopping it stops the api and console it supervises.
  const app = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts", "--fresh"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const exited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  const stop = async () => {
    if (app.exitCode === null && app.pid) process.kill(-app.pid, "SIGTERM");
    await exited;
  };
  try {
    await waitForConsole(base, app);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, apiBase: `http://127.0.0.1:${port + 1000}`, dataDir, stop };
}

async function waitForConsole(base: string, app: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app stopped (exit code ${app.exitCode}) before the console answered.`);
    const ok = await fetch(`${base}/`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The console did not answer within 3 minutes.");
}

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The session of a demo administrator (backend/src/setup/demo-admins.ts), for fresh contexts to start from. */
export async function signIn(browser: Browser, base: string, email = "admin@example.com"): Promise<StorageState> {
  const admin = DEMO_ADMINS.find((account) => account.email === email);
  if (!admin) throw new Error(`No demo administrator ${email}.`);
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${base}/api/session`, { data: { email: admin.email, password: admin.password }, headers: { origin: base } });
    if (response.status() !== 200) throw new Error(`Signing in as ${email} answered ${response.status()}.`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The id of a member of the demo data, for the member view. */
export async function aMemberId(browser: Browser, base: string, storageState: StorageState): Promise<number> {
  const context = await browser.newContext({ storageState });
  try {
    const response = await context.request.get(`${base}/api/admin/appuser?pageSize=1`);
    const body = (await response.json()) as { recordList?: { id: number }[] };
    const id = body.recordList?.[0]?.id;
    if (!id) throw new Error(`The demo data has no member (GET /api/admin/appuser answered ${response.status()}).`);
    return id;
  } finally {
    await context.close();
  }
}

/**
 * The session of an account of a role the console does not serve (No access is its page), sealed with
 * the install's secret as e2e/gate.spec.ts forges it: no such account can sign in.
 */
export async function unservedRoleSession(base: string, dataDir: string): Promise<StorageState> {
  const { sessionSecret } = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { sessionSecret: string };
  const data: SessionData = {
    sessionToken: "bench",
    refreshToken: "bench",
    credentials: { id: 9999, roleId: 2, pagePermissions: [{ title: "Dashboard" }], firstName: "Bench", lastName: "Visitor", roleName: "Member", email: "bench@example.com", image: null },
  };
  const value = await sealData(data, { password: { 1: sessionSecret }, ttl: SESSION_TTL_SECONDS });
  const { hostname } = new URL(base);
  return { cookies: [{ name: SESSION_COOKIE, value, domain: hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }], origins: [] };
}
