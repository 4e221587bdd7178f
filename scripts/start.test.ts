/**
 * `npm start` (scripts/start.ts) refuses a bad configuration, the api's or the console's, before it
 * builds or starts anything: one line per setting (lib/config/refusal.ts), nothing else.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { CONFIG_EXIT_CODE } from "../lib/config/refusal";

const root = path.resolve(__dirname, "..");

function launch(overrides: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
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
    const child = spawn(process.execPath, [require.resolve("tsx/cli"), path.join("scripts", "start.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr, stdout }));
  });
}

describe("npm start's configuration check", () => {
  it.each([
    ["JWT_SECRET", "abcdefghijklabcdefghijklabcdefgh"],
    ["SESSION_SECRET", "qwertyuiopasdfghjklzxcvbnm1234567890"],
  ])("refuses a patterned %s with one line naming it, no stack trace", async (name, value) => {
    const { code, stderr } = await launch({ [name]: value });
    expect(code).toBe(CONFIG_EXIT_CODE);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`^Configuration refused: ${name} is not random enough`))]);
  });

  it("refuses a setting only the console reads before the api or the console starts: no Ready, no JSON", async () => {
    const { code, stderr, stdout } = await launch({ TRUST_PROXY_REQUEST_ID: "maybe", PUBLIC_URL: "console.example.com" });
    expect(code).toBe(CONFIG_EXIT_CODE);
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Configuration refused: PUBLIC_URL must be the http:\/\/ or https:\/\/ address people open$/),
      expect.stringMatching(/^Configuration refused: TRUST_PROXY_REQUEST_ID: /),
    ]);
    expect(`${stdout}${stderr}`).not.toMatch(/Ready|Building|\{"/);
  }, 30_000);
});
