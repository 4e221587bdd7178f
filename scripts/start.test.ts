/** `npm start` (scripts/start.ts) refuses weak secrets before it builds or starts anything, in words. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

const root = path.resolve(__dirname, "..");

function launch(overrides: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    // Deployment mode: every secret must be given. Nothing is opened before the check.
    DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
    SESSION_SECRET: randomBytes(48).toString("base64"),
    JWT_SECRET: randomBytes(48).toString("base64"),
    TWO_FACTOR_KEY: randomBytes(32).toString("base64"),
    ...overrides,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("tsx/cli"), path.join("scripts", "start.ts")], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("npm start's configuration check", () => {
  it.each([
    ["JWT_SECRET", "abcdefghijklabcdefghijklabcdefgh"],
    ["SESSION_SECRET", "qwertyuiopasdfghjklzxcvbnm1234567890"],
  ])("refuses a patterned %s with one line naming it, no stack trace", async (name, value) => {
    const { code, stderr } = await launch({ [name]: value });
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`- ${name}: ${name} is not random enough`));
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
