import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (no browser downloads on these machines) against the
 * production build, served by the same launcher as `npm start`, on its own ports and a fresh
 * embedded database.
 */
// E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their journeys at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E = { port: 3100 + offset, apiPort: 4100 + offset, smtpPort: 2526 + offset, dataDir: ".data/e2e" } as const;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A failure also prints its steps' times and its page's last state (e2e/failure-reporter.ts).
  reporter: [["list"], ["./e2e/failure-reporter.ts"]],
  use: {
    baseURL: `http://localhost:${E2E.port}`,
    // The journeys' direct calls (page.request.post …) stand for the console's own pages, which the
    // browser sends with this Origin (docs/security-headers.md). e2e/security-headers.spec.ts runs
    // without it: there the browser's own Origin, or none, is what is tested.
    extraHTTPHeaders: { origin: `http://localhost:${E2E.port}` },
    // A DOM snapshot and a screenshot per action cost about a fifth of the runtime on these two-CPU
    // machines: a failure's trace keeps its actions, network, console and sources.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1400, height: 900 } } }],
  webServer: {
    command: "npx tsx scripts/start.ts --fresh",
    url: `http://127.0.0.1:${E2E.port}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      ...process.env,
      PORT: String(E2E.port),
      API_PORT: String(E2E.apiPort),
      DATA_DIR: E2E.dataDir,
      // The embedded default, as `npm start` runs on a laptop: no PUBLIC_URL, so the console is each
      // loopback name of its port (e2e/loopback-names.spec.ts) and prints http://localhost:<port>.
      PUBLIC_URL: "",
      // The journeys run on the embedded database even when CI sets DATABASE_URL for the api suite.
      DATABASE_URL: "",
      SESSION_SECRET: "",
      JWT_SECRET: "",
      TWO_FACTOR_KEY: "",
      LOG_LEVEL: "warn",
      // Mail goes to the SMTP server of e2e/global-setup.ts; reset links expire on the api's test clock.
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      E2E_TEST_CLOCK: "true",
    },
  },
});
