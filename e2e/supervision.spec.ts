import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E } from "../playwright.config";
import { ACCOUNTS, signIn } from "./support";

/**
 * `npm start` keeps both processes running (docs/operations.md): when the api dies, the console stays
 * up and the api is started again; the journey carries on once it is back.
 */

/** The process listening on a TCP port on this machine (Linux /proc), or undefined. */
function listenerOf(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines: string[] = [];
    try {
      lines = readFileSync(table, "utf8").split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local address, state 0A (LISTEN), inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1])) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

test("a killed api is started again while the console keeps running", async ({ page, request }) => {
  test.skip(process.platform !== "linux", "finds the processes through /proc");
  test.setTimeout(120_000);
  const api = listenerOf(E2E.apiPort);
  const consolePid = listenerOf(E2E.port);
  expect(api).toBeDefined();
  expect(consolePid).toBeDefined();

  process.kill(api!, "SIGKILL");
  await expect
    .poll(() => {
      const now = listenerOf(E2E.apiPort);
      return now !== undefined && now !== api;
    }, { timeout: 90_000, intervals: [250] })
    .toBe(true);
  expect(listenerOf(E2E.port)).toBe(consolePid);
  await expect.poll(async () => (await request.get(`http://127.0.0.1:${E2E.apiPort}/healthz`).catch(() => undefined))?.status(), { timeout: 90_000 }).toBe(200);

  // At once, as a person would: the api just started must not shed it (docs/operations.md, load shedding).
  await signIn(page, ACCOUNTS.admin);
  // A sign-in that stays on / shows why in an alert: the failure names it.
  const stayed = await page.waitForURL(/\/admin\/dashboard$/, { timeout: 20_000 }).then(() => undefined, async () => `${page.url()}: ${(await page.getByRole("alert").allTextContents()).join(" | ")}`);
  expect(stayed).toBeUndefined();
});
