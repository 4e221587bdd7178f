import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E } from "../playwright.config";
import { CONFIG_EXIT_CODE } from "../lib/config/refusal";
import { standaloneServer } from "../scripts/standalone";

/**
 * The console's own refusal of its configuration, started as a deployment starts it (the standalone
 * server, no launcher in front): one plain line per setting on stderr, and EX_CONFIG (lib/config/refusal.ts).
 */
test("the console started directly refuses a bad configuration in one line per setting, no JSON, exit 78", async () => {
  const server = standaloneServer(path.resolve(__dirname, ".."));
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [server], {
      cwd: path.dirname(server),
      env: { PATH: process.env.PATH, NODE_ENV: "production", HOSTNAME: "127.0.0.1", PORT: String(E2E.port + 7), SESSION_SECRET: "short", PUBLIC_URL: "admin.example.com" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
  });
  expect(code).toBe(CONFIG_EXIT_CODE);
  expect(stderr.trim().split("\n")).toEqual([
    expect.stringMatching(/^Configuration refused: SESSION_SECRET is too short: /),
    "Configuration refused: PUBLIC_URL must be the http:// or https:// address people open",
  ]);
});
