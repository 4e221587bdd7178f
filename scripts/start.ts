/**
 * npm start / npm run dev: one command for a laptop or a single host. Builds the console when its
 * sources changed, starts the api (which migrates and seeds) and the console under a supervisor that
 * restarts either if it dies (scripts/supervise.ts, docs/operations.md), prints where to go.
 * The console listens on 127.0.0.1 unless HOST says otherwise (the api: API_HOST, same default).
 *   --dev    next dev instead of a production build
 *   --fresh  start from an empty data directory (end-to-end tests)
 */
import { spawn } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseConsoleEnv } from "../lib/config/console-env";
import { defaultApiSocket } from "../lib/config/api-socket";
import { CONFIG_EXIT_CODE, describeConfigError } from "../lib/config/refusal";
import { strongSecret } from "../lib/config/secret";
import { loadOrCreateLocalSecrets } from "../backend/src/config/local-secrets";
import { twoFactorKeys } from "../backend/src/config/two-factor-key";
import { DEMO_ADMINS } from "../backend/src/setup/demo-admins";
import { standaloneServer } from "./standalone";
import { Supervisor } from "./supervise";

const root = path.resolve(__dirname, "..");
const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");

if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const env = { ...process.env };
for (const [key, value] of Object.entries(env)) if (value === "") delete env[key];

const port = Number(env.PORT ?? 3000);
// The console's listening address: loopback unless HOST says otherwise (0.0.0.0: every interface).
const hostCheck = z
  .object({ HOST: z.string().regex(/^[A-Za-z0-9.:-]+$/, "must be an address or host name to listen on (default 127.0.0.1)").default("127.0.0.1") })
  .safeParse({ HOST: env.HOST });
if (!hostCheck.success) fail(describeConfigError(hostCheck.error));
const host = hostCheck.data.HOST;
const apiPort = Number(env.API_PORT ?? 4000);
const embedded = !env.DATABASE_URL;
const dataDir = path.resolve(root, env.DATA_DIR ?? ".data");

/** A refused configuration: its lines, one per setting, and nothing built or started (lib/config/refusal.ts). */
function fail(message: string): never {
  console.error(message);
  process.exit(CONFIG_EXIT_CODE);
}

if (args.has("--fresh") && embedded) rmSync(dataDir, { recursive: true, force: true });

if (embedded) {
  // A laptop or a fresh clone: secrets are made once and kept in the data directory.
  const secrets = loadOrCreateLocalSecrets(dataDir);
  env.SESSION_SECRET ??= secrets.sessionSecret;
  env.JWT_SECRET ??= secrets.jwtSecret;
  env.TWO_FACTOR_KEY ??= secrets.twoFactorKey;
} else {
  const check = z
    .object({ SESSION_SECRET: strongSecret("SESSION_SECRET"), JWT_SECRET: strongSecret("JWT_SECRET") })
    .and(twoFactorKeys)
    .safeParse(env);
  if (!check.success) fail(describeConfigError(check.error));
}
env.DATA_DIR = dataDir;
env.API_PORT = String(apiPort);
env.API_BASE_URL ??= `http://127.0.0.1:${apiPort}`;
env.PORT = String(port);
// Without PUBLIC_URL the console answers on every loopback name of its port (lib/request-origin.ts) and is
// left without one; the api still needs an address for the links in its mails: the one printed below.
const address = env.PUBLIC_URL ?? `http://localhost:${port}`;
// The console checks its configuration only after Next has said "Ready": asked here first, a refusal is
// its lines alone, before anything is built or started.
const consoleCheck = parseConsoleEnv(env);
if (consoleCheck.refusal) fail(consoleCheck.refusal);

const supervisor = new Supervisor();
let stopRequested = false;
let failed = false;
function stopAll(failure = false) {
  failed ||= failure;
  stopRequested = true;
  void supervisor.stop();
}
process.on("SIGINT", () => stopAll());
process.on("SIGTERM", () => stopAll());
// 0 after Ctrl+C or SIGTERM, 1 when a process kept failing, refused its configuration or never answered.
void supervisor.done.then((code) => process.exit(failed ? 1 : code));

/** One process of node: the api through tsx's loader (no wrapper process in between), or next. */
const run = (name: string, args: string[], extra: Record<string, string> = {}) =>
  supervisor.start({ name, command: process.execPath, args, options: { cwd: root, env: { ...env, ...extra }, stdio: ["ignore", "inherit", "inherit"] } });

const SOURCES = ["app", "components", "lib", "middleware.ts", "instrumentation.ts", "next.config.mjs", "public", "package-lock.json", "tsconfig.json"];

function newestSource(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestSource(path.join(entry, name))));
}

function buildIfNeeded(): Promise<void> {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestSource))) return Promise.resolve();
  console.log("Building the console (first start or sources changed)…");
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "build"], { cwd: root, env, stdio: "inherit" });
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (exit code ${code})`))));
  });
}

async function waitFor(url: string, what: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopRequested) console.error(`\n${what} did not answer at ${url} within ${seconds} s.\n`);
  stopAll(true);
  await supervisor.done;
}

/**
 * Whether a Unix socket can be made at `socketPath`: not on every filesystem (a Windows drive under
 * WSL has none), and there the console keeps calling the api on its port.
 */
async function socketWorks(socketPath: string): Promise<boolean> {
  mkdirSync(path.dirname(socketPath), { recursive: true });
  // One left by an earlier api: sockets work here, and the api replaces it.
  if (lstatSync(socketPath, { throwIfNoEntry: false })?.isSocket()) return true;
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(socketPath, () => probe.close(() => resolve(true)));
  });
}

async function main() {
  if (!dev) await buildIfNeeded();
  // Both processes on this machine: the console calls the api through a Unix socket beside the data
  // (docs/performance.md, "The console in front of the api"); the port still answers everyone else.
  const socket = env.API_SOCKET ? undefined : defaultApiSocket(dataDir);
  if (socket && (await socketWorks(socket))) env.API_SOCKET = socket;
  run("api", ["--import", "tsx", path.join("backend", "src", "main.ts")], { PUBLIC_URL: address });
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`, "The api", 120);
  // The production console is Next's standalone server, as deploy/README.md runs it (`next start` warns
  // that it does not serve standalone output); it reads PORT and HOSTNAME.
  env.HOSTNAME = host;
  if (dev) run("console", [require.resolve("next/dist/bin/next"), "dev", "-H", host, "-p", String(port)]);
  else run("console", [standaloneServer(root)]);
  await waitFor(`http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}/`, "The console", 180);

  const demo = embedded || env.SEED_DEMO === "true";
  console.log(`\n  ${"Admin console".padEnd(16)} ${address}`);
  console.log(`  ${"Database".padEnd(16)} ${embedded ? `embedded PostgreSQL (PGlite) in ${dataDir.startsWith(root) ? path.relative(root, dataDir) : dataDir}` : "PostgreSQL (DATABASE_URL)"}`);
  if (demo) {
    console.log("\n  Demo sign-ins:");
    for (const admin of DEMO_ADMINS) console.log(`    ${admin.email.padEnd(22)} ${admin.password.padEnd(12)} ${admin.note}`);
  }
  if (host !== "127.0.0.1" && host !== "localhost") console.log(`\n  The console listens on ${host} (HOST): reachable from other machines.`);
  console.log("\n  Ctrl+C stops both; either is restarted if it stops on its own.\n");
}

main().catch((error: Error) => {
  console.error(error.message);
  stopAll(true);
});
