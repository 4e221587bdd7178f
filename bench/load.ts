/**
 * npm run bench:load: 100 signed-in clients at once for 60 s against the deployment of deploy/README.md
 * on loopback (nginx with TLS, two consoles, two apis, PostgreSQL, Redis; the launcher of the deployment
 * journey), then the same against the api processes directly. Prints throughput and p50/p99 for each;
 * any error (a status other than 200, a failed connection) fails the run. Needs `npm run build`.
 * Then one api process on the embedded database (PGlite, as `npm start` runs it), where a request is
 * shed with 503 and Retry-After rather than queued past what the database serves in a few seconds
 * (docs/operations.md): it prints how many were answered, shed, and how many waited past the console's
 * 10 s; an answer other than 200 or a shed 503, or one past 10 s, fails the run.
 *   --clients N   concurrent clients (default 100)
 *   --seconds S   how long each phase holds them (default 60)
 *   --only embedded   the embedded phase alone (no nginx, no build needed)
 *
 * Each client has its own loopback address (127.0.0.x), as separate people would, so the per-address
 * sign-in limits see a hundred people rather than one.
 */
import http from "node:http";
import https from "node:https";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { portRange, startDeployment } from "../deploy/loopback";
import { startApiProcess } from "../backend/test/api-process";
import { DEMO_ADMINS } from "../backend/src/setup/demo-admins";
import { call } from "./http-call";

const { values } = parseArgs({ options: { clients: { type: "string", default: "100" }, seconds: { type: "string", default: "60" }, only: { type: "string" } } });
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const LIST = "/api/admin/religion?page=1&pageSize=10";
const admin = DEMO_ADMINS.find((account) => account.email === "admin@example.com")!;


/** The console's own time-out on an api call (lib/backend.ts): waiting longer is waiting for nothing. */
const CONSOLE_TIMEOUT_MS = 10_000;


interface Client {
  agent: http.Agent;
  headers: Record<string, string>;
  url: string;
}

const address = (index: number) => `127.0.${10 + Math.floor(index / 250)}.${1 + (index % 250)}`;

/** Runs `work` for each client at most `parallel` at a time. */
async function inTurns<T>(count: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

interface Figures {
  requests: number;
  errors: string[];
  perSecond: number;
  p50: number;
  p99: number;
  /** 503s with Retry-After: refused at once under load, as meant. */
  shed: number;
  /** Answers that took longer than the console waits. */
  late: number;
}

/** `shedding`: a 503 with Retry-After is counted as shed, not as an error (the embedded api under load). */
async function hold(clients: Client[], seconds: number, shedding = false): Promise<Figures> {
  const times: number[] = [];
  const errors: string[] = [];
  let shed = 0;
  let late = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          const answer = await call(client.url, client.agent, { headers: client.headers });
          if (shedding && answer.status === 503 && answer.headers["retry-after"]) {
            shed += 1;
            // A shed client waits as told before trying again, as a browser's retry would.
            await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"]) * 1000));
            continue;
          }
          if (answer.status !== 200) errors.push(`${answer.status} ${answer.body.slice(0, 120)}`);
        } catch (error) {
          errors.push((error as Error).message);
        }
        const took = performance.now() - start;
        if (took > CONSOLE_TIMEOUT_MS) late += 1;
        times.push(took);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { requests: times.length, errors, perSecond: times.length / elapsed, p50: at(50), p99: at(99), shed, late };
}

const row = (label: string, figures: Figures) =>
  `${label.padEnd(32)} ${String(figures.requests).padStart(8)} ${figures.perSecond.toFixed(0).padStart(8)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p99.toFixed(1).padStart(8)} ${String(figures.shed).padStart(6)} ${String(figures.late).padStart(6)} ${String(figures.errors.length).padStart(7)}`;
const header = () =>
  `${"".padEnd(32)} ${"answered".padStart(8)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"shed".padStart(6)} ${">10 s".padStart(6)} ${"errors".padStart(7)}`;

/** One api process on a fresh embedded database (migrated and seeded as a first `npm start`), held by the clients. */
async function embeddedPhase(): Promise<Figures> {
  console.log("Starting one api process on a fresh embedded database (its first start seeds the demo data)…");
  const { DATABASE_URL: _postgres, ...environment } = process.env;
  process.env = environment;
  const api = await startApiProcess({ LOG_LEVEL: "warn" });
  try {
    const clients = await inTurns(CLIENTS, 4, async (index): Promise<Client> => {
      const agent = new http.Agent({ keepAlive: true, localAddress: address(2 * CLIENTS + index), maxSockets: 1 });
      const signIn = () =>
        call(`http://127.0.0.1:${api.port}/api/admin/users/login`, agent, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: admin.email, password: admin.password }),
        });
      let answer = await signIn();
      // A busy first start may shed a sign-in too: tried again after the time it names.
      while (answer.status === 503 && answer.headers["retry-after"]) {
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"]) * 1000));
        answer = await signIn();
      }
      if (answer.status !== 200) throw new Error(`client ${index}: sign-in at the embedded api answered ${answer.status}: ${answer.body}`);
      const token = (JSON.parse(answer.body) as { recordList: { SessionToken: string }[] }).recordList[0].SessionToken;
      return { agent, headers: { authorization: `Bearer ${token}` }, url: `http://127.0.0.1:${api.port}${LIST}` };
    });
    console.log(`${CLIENTS} clients signed in; ${SECONDS} s straight to the embedded api…`);
    const figures = await hold(clients, SECONDS, true);
    for (const client of clients) client.agent.destroy();
    return figures;
  } finally {
    await api.dispose();
  }
}

/** Prints the errors of a phase, and whether any phase failed. */
function reportErrors(phases: [string, Figures][]): boolean {
  let failed = false;
  for (const [label, figures] of phases) {
    if (figures.errors.length || figures.late) {
      failed = true;
      console.error(`\n${label}: ${figures.errors.length} errors, ${figures.late} past 10 s; first: ${figures.errors.slice(0, 3).join(" | ")}`);
    }
  }
  return failed;
}

async function main() {
  if (values.only === "embedded") {
    const embedded = await embeddedPhase();
    console.log(`\nGET ${LIST}, ${CLIENTS} concurrent signed-in clients, ${SECONDS} s (${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)})`);
    console.log(header());
    console.log(row("api on the embedded database", embedded));
    process.exit(reportErrors([["embedded", embedded]]) ? 1 : 0);
  }
  console.log(`Starting nginx, 2 consoles and 2 apis on loopback (ports from ${portRange(50)})…`);
  const deployment = await startDeployment({ portBase: portRange(50), logLevel: "warn", postgresUrl: process.env.DEPLOY_POSTGRES_URL, redisUrl: process.env.DEPLOY_REDIS_URL });
  let failed = false;
  let stopped = false;
  // Stopped before the embedded phase, so its api has the machine to itself.
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await deployment.stop();
  };
  try {
    const consoleClients = await inTurns(CLIENTS, 4, async (index): Promise<Client> => {
      const agent = new https.Agent({ keepAlive: true, localAddress: address(index), rejectUnauthorized: false, maxSockets: 1 });
      const body = JSON.stringify({ email: admin.email, password: admin.password });
      const answer = await call(`${deployment.url}/api/session`, agent, {
        method: "POST",
        headers: { "content-type": "application/json", origin: deployment.url },
        body,
      });
      if (answer.status !== 200) throw new Error(`client ${index}: sign-in through nginx answered ${answer.status}: ${answer.body}`);
      const cookie = [answer.headers["set-cookie"] ?? []].flat().map((line) => line.split(";")[0]).join("; ");
      return { agent, headers: { cookie }, url: `${deployment.url}${LIST}` };
    });
    const apiClients = await inTurns(CLIENTS, 4, async (index): Promise<Client> => {
      const agent = new http.Agent({ keepAlive: true, localAddress: address(CLIENTS + index), maxSockets: 1 });
      const api = deployment.apis[index % deployment.apis.length];
      const answer = await call(`http://127.0.0.1:${api.port}/api/admin/users/login`, agent, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      if (answer.status !== 200) throw new Error(`client ${index}: sign-in at the api answered ${answer.status}: ${answer.body}`);
      const token = (JSON.parse(answer.body) as { recordList: { SessionToken: string }[] }).recordList[0].SessionToken;
      return { agent, headers: { authorization: `Bearer ${token}` }, url: `http://127.0.0.1:${api.port}${LIST}` };
    });

    console.log(`${CLIENTS} clients signed in; ${SECONDS} s through nginx → console → api…`);
    const throughConsole = await hold(consoleClients, SECONDS);
    console.log(`${SECONDS} s straight to the two api processes…`);
    const direct = await hold(apiClients, SECONDS);
    for (const client of [...consoleClients, ...apiClients]) client.agent.destroy();
    await stop();
    const embedded = await embeddedPhase();

    console.log(`\nGET ${LIST}, ${CLIENTS} concurrent signed-in clients, ${SECONDS} s each (${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)})`);
    console.log(header());
    console.log(row("console via nginx (https)", throughConsole));
    console.log(row("api directly (2 processes)", direct));
    console.log(row("api on the embedded database", embedded));
    failed = reportErrors([["console", throughConsole], ["api", direct], ["embedded", embedded]]);
  } finally {
    await stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
