/**
 * npm run bench:weight: the JavaScript each page makes the browser download when it is opened afresh
 * (gzip bytes, nothing cached), measured in Chromium against the production build. Prints one row per
 * page: the route's first load as `npm run size` counts it (the scripts the HTML names), everything the
 * page fetched until the network was idle (the page's own view, its Data Grid…), and the difference.
 * Links the page prefetches are refused: they are other pages' code. Needs `npm run build` first; starts
 * its own console and api on an empty embedded database (ports 3300/4300 unless BENCH_PORT says, .data/bench-weight-<port>).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext } from "@playwright/test";
import { ADMIN_PAGES, pagePath } from "../lib/pages";
import { DEMO_ADMINS } from "../backend/src/setup/demo-admins";

const root = path.resolve(__dirname, "..");
// BENCH_PORT lets runs in parallel checkouts keep apart (the api listens 1000 above).
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://localhost:${PORT}`;
const KB = 1000;

const routeStats = JSON.parse(readFileSync(path.join(root, ".next/diagnostics/route-bundle-stats.json"), "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(root, file))).length;
const firstLoad = (route: string) => routeStats.find((stat) => stat.route === route)?.firstLoadChunkPaths.reduce((sum, file) => sum + gzipBytes(file), 0) ?? 0;

function startApp() {
  const env = { ...process.env, PORT: String(PORT), API_PORT: String(PORT + 1000), DATA_DIR: `.data/bench-weight-${PORT}`, DATABASE_URL: "", SESSION_SECRET: "", JWT_SECRET: "", TWO_FACTOR_KEY: "", LOG_LEVEL: "warn" };
  return spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts", "--fresh"], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"], detached: true });
}

async function waitForConsole() {
  for (let tries = 0; tries < 480; tries++) {
    const ok = await fetch(`${base}/`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The console did not start within 2 minutes.");
}

/** The gzip bytes of every script of the console the page fetched until the network was idle. */
async function downloaded(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  await page.route("**/*", (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/_next/static/") && pathname.endsWith(".js")) scripts.add(pathname.replace("/_next/", ".next/"));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.close();
  return [...scripts].reduce((sum, file) => sum + gzipBytes(file), 0);
}

async function main() {
  const app = startApp();
  try {
    await waitForConsole();
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
    const admin = DEMO_ADMINS.find((account) => account.email === "admin@example.com")!;
    const signIn = await browser.newContext();
    const response = await signIn.request.post(`${base}/api/session`, { data: { email: admin.email, password: admin.password }, headers: { origin: base } });
    if (response.status() !== 200) throw new Error(`Sign-in answered ${response.status()}`);
    const state = await signIn.storageState();
    await signIn.close();

    const pages = [
      { name: "Sign in", url: "/", route: "/", signedIn: false },
      { name: "Forgot Password", url: "/forgotpassword", route: "/forgotpassword", signedIn: false },
      // A page with a folder of its own (the profile) is its own route; the others are /admin/[page].
      ...ADMIN_PAGES.map((page) => ({ name: page.title, url: pagePath(page), route: routeStats.some((stat) => stat.route === pagePath(page)) ? pagePath(page) : "/admin/[page]", signedIn: true })),
      { name: "App User (details)", url: "/admin/appuser/view/1", route: "/admin/appuser/view/[id]", signedIn: true },
    ];
    const rows = [];
    for (const page of pages) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext(page.signedIn ? { storageState: state } : {});
      const total = await downloaded(context, `${base}${page.url}`);
      await context.close();
      const first = firstLoad(page.route);
      rows.push({ page: page.name, "first load (size)": `${(first / KB).toFixed(1)} kB`, "downloaded on opening": `${(total / KB).toFixed(1)} kB`, "of which after first load": `${((total - first) / KB).toFixed(1)} kB` });
    }
    await browser.close();
    console.table(rows);
  } finally {
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
