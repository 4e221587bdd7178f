/**
 * The deployment of deploy/README.md on one machine's loopback, for the deployment journey
 * (e2e/deploy.spec.ts) and the load benchmark (bench/load.ts): Debian's nginx with TLS in front of
 * several console processes (the standalone build) and several api processes sharing one fresh
 * PostgreSQL database and Redis. Needs `npm run build` first. Every process is stopped by its own id.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { onServer } from "../backend/test/databases";
import { standaloneServer } from "../scripts/standalone";

const root = path.resolve(__dirname, "..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Proc {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote (stdout and stderr): JSON log lines for the console and the api. */
  output(): string;
  exited: Promise<void>;
}

export interface Deployment {
  /** https://<publicHost>:<port>: the one public origin (PUBLIC_URL). */
  url: string;
  /** The same nginx by its loopback address, for clients that resolve no made-up name (Node's fetch). */
  loopbackUrl: string;
  /** The consoles' SESSION_SECRET: a journey may seal a session as they would. */
  sessionSecret: string;
  /** The plain-http port, which only redirects. */
  httpPort: number;
  consoles: Proc[];
  apis: Proc[];
  nginx: Proc;
  runDir: string;
  /** nginx's access log, one line per request with its request id. */
  accessLog(): string;
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** First of the ports this deployment may use (about 30 from here). */
  portBase: number;
  /**
   * The public host name (default localhost). The deployment journey gives one that is neither the
   * consoles' listening address nor localhost (a browser maps it to 127.0.0.1), so an answer that
   * names any other host sends its browser where its cookie is not.
   */
  publicHost?: string;
  consoles?: number;
  apis?: number;
  logLevel?: string;
  /** A PostgreSQL server where a database of its own is created and dropped. */
  postgresUrl?: string;
  /**
   * Redis for the shared limits, with a database number of its own in the path (default 9): that
   * database is emptied at start and at stop, so limits left by an earlier run count for nothing.
   */
  redisUrl?: string;
}

const secret = () => randomBytes(48).toString("base64url");

async function emptyRedisDatabase(url: string) {
  if (!/\/([1-9]|1[0-5])$/.test(new URL(url).pathname)) throw new Error(`${url}: name a Redis database of its own (1 to 15), which the deployment empties`);
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

function launch(name: string, port: number, command: string, args: string[], env: Record<string, string | undefined>, cwd = root): Proc {
  const child = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { name, port, child, output: () => output, exited };
}

async function waitUntil(proc: Proc, url: string, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} stopped at start:\n${proc.output()}`);
    const ok = await fetch(url, { redirect: "manual" }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${proc.name} did not answer at ${url} within ${seconds} s:\n${proc.output()}`);
}

/** Stops a process by its own id: SIGTERM, then SIGKILL if it has not gone after 12 s. */
export async function stopProc(proc: Proc, signal: NodeJS.Signals = "SIGTERM") {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const late = setTimeout(() => proc.child.kill("SIGKILL"), 12_000);
  await proc.exited;
  clearTimeout(late);
}

/** Fills the ${NAME} placeholders of deploy/nginx.conf.template, as envsubst does for ops. */
export function renderNginxConfig(values: Record<string, string>): string {
  const template = readFileSync(path.join(root, "deploy", "nginx.conf.template"), "utf8");
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`deploy/nginx.conf.template: no value for \${${key}}`);
    return values[key];
  });
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const { portBase, logLevel = "info", publicHost = "localhost" } = options;
  const consoleCount = options.consoles ?? 2;
  const apiCount = options.apis ?? 2;
  const postgresUrl = options.postgresUrl ?? "postgres://postgres@127.0.0.1:5432/test";
  const redisUrl = options.redisUrl ?? "redis://127.0.0.1:6379/9";
  const ports = { https: portBase, http: portBase + 1, apiInternal: portBase + 2, console: portBase + 10, api: portBase + 20 };
  const url = `https://${publicHost}:${ports.https}`;
  const sessionSecret = secret();

  await emptyRedisDatabase(redisUrl);
  const runDir = mkdtempSync(path.join(tmpdir(), "deploy-"));
  // nginx's workers run as an unprivileged user when the master is root: they must reach the temp folders.
  chmodSync(runDir, 0o755);
  const database = `deploy_${randomBytes(6).toString("hex")}`;
  await onServer(postgresUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${database}`;

  const consoles: Proc[] = [];
  const apis: Proc[] = [];
  let nginx: Proc | undefined;
  const stop = async () => {
    await Promise.all([...(nginx ? [nginx] : []), ...consoles, ...apis].map((proc) => stopProc(proc)));
    await onServer(postgresUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(() => undefined);
    await emptyRedisDatabase(redisUrl).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    const shared = { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: logLevel, PUBLIC_URL: url };
    const apiEnv = {
      ...shared,
      API_HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl.toString(),
      JWT_SECRET: secret(),
      TWO_FACTOR_KEY: randomBytes(32).toString("base64"),
      SEED_DEMO: "true",
      REDIS_URL: redisUrl,
      DATA_DIR: runDir,
      // The consoles reach the apis through nginx on loopback.
      API_TRUST_PROXY: "loopback",
    };
    // tsx as a loader inside one node process: the tsx command would run the api in a child that a
    // SIGKILL of the parent leaves running.
    // The first api migrates and seeds alone; the others start on a ready database.
    for (let i = 0; i < apiCount; i += 1) {
      const port = ports.api + i;
      const api = launch(`api ${i + 1}`, port, process.execPath, ["--import", "tsx", path.join("backend", "src", "main.ts")], { ...apiEnv, API_PORT: String(port) });
      apis.push(api);
      if (i === 0) await waitUntil(api, `http://127.0.0.1:${port}/healthz`, 300);
    }
    await Promise.all(apis.map((api) => waitUntil(api, `http://127.0.0.1:${api.port}/healthz`)));

    const server = standaloneServer(root);
    const consoleEnv = {
      ...shared,
      SESSION_SECRET: sessionSecret,
      API_BASE_URL: `http://127.0.0.1:${ports.apiInternal}`,
      HOSTNAME: "127.0.0.1",
      // nginx on loopback appends the client's address; the console trusts that one hop only.
      TRUST_PROXY: "loopback",
      TRUST_PROXY_REQUEST_ID: "true",
    };
    for (let i = 0; i < consoleCount; i += 1) {
      const port = ports.console + i;
      consoles.push(launch(`console ${i + 1}`, port, process.execPath, [server], { ...consoleEnv, PORT: String(port) }, path.dirname(server)));
    }
    await Promise.all(consoles.map((proc) => waitUntil(proc, `http://127.0.0.1:${proc.port}/healthz`)));

    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", `/CN=${publicHost}`, "-addext", `subjectAltName=DNS:${publicHost}`,
      "-keyout", path.join(runDir, "tls.key"), "-out", path.join(runDir, "tls.crt")], { stdio: "ignore" });
    const upstream = (procs: Proc[]) => procs.map((proc) => `    server 127.0.0.1:${proc.port} max_fails=1 fail_timeout=10s;`).join("\n");
    writeFileSync(
      path.join(runDir, "nginx.conf"),
      renderNginxConfig({
        RUN_DIR: runDir,
        SERVER_NAME: publicHost,
        PUBLIC_URL: url,
        PUBLIC_HOST: new URL(url).host,
        HTTP_LISTEN: `127.0.0.1:${ports.http}`,
        HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
        API_LISTEN: `127.0.0.1:${ports.apiInternal}`,
        TLS_CERTIFICATE: path.join(runDir, "tls.crt"),
        TLS_CERTIFICATE_KEY: path.join(runDir, "tls.key"),
        CONSOLE_SERVERS: upstream(consoles),
        API_SERVERS: upstream(apis),
      }),
    );
    nginx = launch("nginx", ports.https, NGINX, ["-p", runDir, "-c", path.join(runDir, "nginx.conf"), "-g", "daemon off;"], { PATH: process.env.PATH });
    await waitUntil(nginx, `http://127.0.0.1:${ports.http}/`, 30);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    loopbackUrl: `https://127.0.0.1:${ports.https}`,
    sessionSecret,
    httpPort: ports.http,
    consoles,
    apis,
    nginx,
    runDir,
    accessLog: () => readFileSync(path.join(runDir, "access.log"), "utf8"),
    stop,
  };
}

/** Ports of this checkout: 20000 + E2E_PORT_OFFSET × 100 onwards (the e2e servers use lower ones). */
export const portRange = (within: number) => 20_000 + Number(process.env.E2E_PORT_OFFSET ?? 0) * 100 + within;
