/**
 * The supervisor of `npm start` with real child processes: small node scripts that exit, crash,
 * refuse their configuration, or ignore SIGTERM.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Supervisor, type SupervisorEvent, type SupervisorOptions } from "./supervise";

const node = (code: string) => ({ command: process.execPath, args: ["-e", code], options: { stdio: "ignore" as const } });

/** Short pauses so the tests run quickly; the rules are the same as with the defaults. */
const FAST: Partial<SupervisorOptions> = { initialBackoffMs: 20, maxBackoffMs: 80, resetAfterMs: 60_000, maxQuickFailures: 5, stopTimeoutMs: 60_000, log: () => undefined };

function watch(options: Partial<SupervisorOptions>) {
  const events: SupervisorEvent[] = [];
  const lines: string[] = [];
  const supervisor = new Supervisor({ ...FAST, log: (line) => lines.push(line), ...options }, (event) => events.push(event));
  return { supervisor, events, lines };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("Supervisor", () => {
  it("restarts a child that dies, doubling the pause up to the ceiling, and gives up when it keeps failing at start", async () => {
    const { supervisor, events, lines } = watch({ maxQuickFailures: 6 });
    supervisor.start({ name: "api", ...node("process.exit(3)") });
    expect(await supervisor.done).toBe(1);
    const exits = events.filter((event) => event.type === "exit");
    expect(exits.map((event) => event.type === "exit" && event.restartInMs)).toEqual([20, 40, 80, 80, 80, undefined]);
    expect(events.filter((event) => event.type === "start")).toHaveLength(6);
    expect(lines[0]).toBe("api stopped unexpectedly (exit code 3); starting it again in 20 ms.");
    expect(lines.at(-1)).toBe("api keeps failing at start (6 exits in a row, the last with exit code 3); giving up.");
  });

  it("goes back to the shortest pause once a child stayed up long enough", async () => {
    // Each run lives at least 150 ms, longer than resetAfterMs: every restart is a first failure.
    const { supervisor, events } = watch({ resetAfterMs: 100, initialBackoffMs: 30 });
    supervisor.start({ name: "console", ...node("setTimeout(() => process.exit(1), 150)") });
    await until(() => events.filter((event) => event.type === "exit").length >= 3);
    await supervisor.stop();
    const delays = events.flatMap((event) => (event.type === "exit" && event.restartInMs !== undefined ? [event.restartInMs] : []));
    expect(delays.slice(0, 3)).toEqual([30, 30, 30]);
  });

  it("does not restart a child that refused its configuration (exit code 78)", async () => {
    const { supervisor, events, lines } = watch({});
    supervisor.start({ name: "api", ...node("process.exit(78)") });
    expect(await supervisor.done).toBe(1);
    expect(events.filter((event) => event.type === "start")).toHaveLength(1);
    expect(lines).toEqual(["api refused to start (exit code 78): fix the configuration above; not restarting."]);
  });

  it("keeps the other child running while one is restarted", async () => {
    const { supervisor, events } = watch({});
    const steady = supervisor.start({ name: "console", ...node("setInterval(() => {}, 1000)") });
    supervisor.start({ name: "api", ...node("process.exit(1)") });
    await until(() => events.filter((event) => event.type === "exit" && event.name === "api").length >= 2);
    expect(isAlive(steady.pid!)).toBe(true);
    expect(supervisor.processOf("console")).toBe(steady);
    await supervisor.stop();
    expect(await supervisor.done).toBe(0);
  });

  it("stops every child with SIGTERM, then SIGKILL for one that ignores it, and restarts none", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "supervise-"));
    try {
      const ready = path.join(dir, "ready");
      const { supervisor, events } = watch({ stopTimeoutMs: 300 });
      const polite = supervisor.start({ name: "api", ...node("setInterval(() => {}, 1000)") });
      const stubborn = supervisor.start({
        name: "console",
        ...node(`process.on("SIGTERM", () => {}); require("fs").writeFileSync(${JSON.stringify(ready)}, "1"); setInterval(() => {}, 1000)`),
      });
      await until(() => {
        try {
          return readFileSync(ready, "utf8") === "1";
        } catch {
          return false;
        }
      });
      await supervisor.stop();
      expect(await supervisor.done).toBe(0);
      expect(isAlive(polite.pid!) || isAlive(stubborn.pid!)).toBe(false);
      const exits = Object.fromEntries(events.flatMap((event) => (event.type === "exit" ? [[event.name, event.signal]] : [])));
      expect(exits).toEqual({ api: "SIGTERM", console: "SIGKILL" });
      expect(events.filter((event) => event.type === "start")).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops both children when the launcher gets SIGTERM", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "supervise-"));
    let pids: number[] = [];
    try {
      const launcher = path.join(dir, "launcher.ts");
      writeFileSync(
        launcher,
        `import { Supervisor } from ${JSON.stringify(path.resolve(__dirname, "supervise.ts"))};
const supervisor = new Supervisor({}, (event) => event.type === "start" && console.log("pid " + event.pid));
process.on("SIGTERM", () => void supervisor.stop());
supervisor.done.then((code) => process.exit(code));
for (const name of ["api", "console"]) supervisor.start({ name, command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"], options: { stdio: "ignore" } });
`,
      );
      // One process, no tsx wrapper in between: the signal goes straight to the launcher.
      const parent = spawn(process.execPath, ["--import", "tsx", launcher], { cwd: path.resolve(__dirname, ".."), stdio: ["ignore", "pipe", "inherit"] });
      let output = "";
      parent.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await until(() => (output.match(/pid \d+/g) ?? []).length === 2);
      pids = [...output.matchAll(/pid (\d+)/g)].map((match) => Number(match[1]));
      const exited = new Promise<[number | null, string | null]>((resolve) => parent.once("exit", (code, signalName) => resolve([code, signalName])));
      parent.kill("SIGTERM");
      expect(await exited).toEqual([0, null]);
      expect(pids.filter(isAlive)).toEqual([]);
    } finally {
      // A failed run leaves no process behind.
      for (const pid of pids.filter(isAlive)) process.kill(pid, "SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
