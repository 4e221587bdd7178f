/**
 * A real api process (backend/src/main.ts under tsx), as production runs it: for what inject() cannot
 * show (signals, sockets, several processes). On the PostgreSQL of DATABASE_URL in a database of its
 * own when set, else on an embedded database in a temporary folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { onServer } from "./databases";

const root = path.resolve(__dirname, "..", "..");

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
  dispose(): Promise<void>;
}

/** A database an api process is started on, made by the test and kept after the process (several processes in turn). */
export type ApiDatabase = { url: string } | { dataDir: string };

export async function startApiProcess(extraEnv: Record<string, string> = {}, given?: ApiDatabase): Promise<ApiProcess> {
  const port = await freePort();
  const serverUrl = given ? undefined : process.env.DATABASE_URL;
  const name = `api_process_${randomBytes(6).toString("hex")}`;
  const dataDir = given && "dataDir" in given ? given.dataDir : mkdtempSync(path.join(tmpdir(), "api-process-"));
  let databaseUrl: string | undefined = given && "url" in given ? given.url : undefined;
  if (serverUrl) {
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  // One process (tsx as a loader), so the signals the tests send reach the api itself.
  const child = spawn(process.execPath, ["--import", "tsx", path.join("backend", "src", "main.ts")], {
    cwd: root,
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString("base64"),
      TWO_FACTOR_KEY: randomBytes(32).toString("base64"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    if (!given) rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  // Listening means migrated: main.ts listens only once the database is ready.
  for (;;) {
    if (child.exitCode !== null) {
      await dispose();
      throw new Error(`the api process stopped at start:\n${output}`);
    }
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, output: () => output, exited, dispose };
}
