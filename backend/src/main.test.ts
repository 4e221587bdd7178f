/**
 * The api's real entry point started as a child process with a refused configuration: it must say why
 * in words, with no stack trace, and exit with EX_CONFIG (backend/src/config/refusal.ts).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { CONFIG_EXIT_CODE } from "./config/refusal";

const root = path.resolve(__dirname, "..", "..");

/** A port nothing listens on (the api is refused before it would listen). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startApi(overrides: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "test",
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    // A port nothing listens on: the configuration is refused before the database is opened, and an
    // api that wrongly accepted it fails there instead of changing a real database.
    DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
    API_HOST: "127.0.0.1",
    API_PORT: String(await freePort()),
    JWT_SECRET: randomBytes(48).toString("base64"),
    TWO_FACTOR_KEY: randomBytes(32).toString("base64"),
    LOG_LEVEL: "silent",
    ...overrides,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("tsx/cli"), path.join("backend", "src", "main.ts")], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

const STACK_LINE = /^\s+at /m;

describe("the api refuses a bad configuration in words", () => {
  it("refuses ADMIN_PASSWORD=12345678 for the first administrator, naming the password rule", async () => {
    const { code, stderr } = await startApi({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "12345678" });
    expect(code).toBe(CONFIG_EXIT_CODE);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Configuration refused: ADMIN_PASSWORD is refused: Password must be 8 character and number/)]);
    expect(stderr).not.toMatch(STACK_LINE);
  });

  it("says two refusals in two lines, each whole", async () => {
    const { code, stderr } = await startApi({ API_PORT: "70000", SMTP_URL: "http://mail.example" });
    expect(code).toBe(CONFIG_EXIT_CODE);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Configuration refused: API_PORT: /), "Configuration refused: SMTP_URL must be an smtp:// or smtps:// URL"]);
  });

  it("refuses JWT_SECRET=abcdefghijklabcdefghijklabcdefgh as not random enough", async () => {
    const { code, stderr } = await startApi({ JWT_SECRET: "abcdefghijklabcdefghijklabcdefgh" });
    expect(code).toBe(CONFIG_EXIT_CODE);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Configuration refused: JWT_SECRET is not random enough/)]);
    expect(stderr).not.toMatch(STACK_LINE);
  });
});
