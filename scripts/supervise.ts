/**
 * Keeps the processes of `npm start` running (docs/operations.md): a child that dies unexpectedly is
 * started again after a pause that doubles from 1 s to 30 s and goes back to 1 s once the child has
 * stayed up a minute; one that keeps dying soon after it starts, or that refuses its configuration
 * (exit code 78, EX_CONFIG), stops everything with one clear line and a non-zero exit. stop() sends
 * SIGTERM to every child and SIGKILL to any still running 10 s later.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface ChildSpec {
  /** How it is named in the lines printed ("api", "console"). */
  name: string;
  command: string;
  args: string[];
  options?: SpawnOptions;
}

export interface SupervisorOptions {
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** A child up this long is healthy again: its next restart waits initialBackoffMs. */
  resetAfterMs: number;
  /** Exits in a row, each before resetAfterMs, after which the supervisor gives up. */
  maxQuickFailures: number;
  /** Between SIGTERM and SIGKILL when stopping. */
  stopTimeoutMs: number;
  /** Exit codes that say a restart cannot help. */
  fatalExitCodes: readonly number[];
  log: (line: string) => void;
}

export const DEFAULT_SUPERVISOR_OPTIONS: SupervisorOptions = {
  initialBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  resetAfterMs: 60_000,
  maxQuickFailures: 5,
  stopTimeoutMs: 10_000,
  fatalExitCodes: [78],
  log: (line) => console.error(line),
};

/** What happened to a child, for whoever watches (the tests, the launcher). */
export type SupervisorEvent =
  | { type: "start"; name: string; pid: number }
  | { type: "exit"; name: string; code: number | null; signal: NodeJS.Signals | null; restartInMs?: number }
  | { type: "give-up"; name: string; reason: string };

interface Supervised {
  spec: ChildSpec;
  child?: ChildProcess;
  startedAt: number;
  quickFailures: number;
  backoffMs: number;
  restartTimer?: NodeJS.Timeout;
}

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Every process below `pid`, deepest last (Linux /proc; elsewhere none): a wrapper that forwards
 * SIGTERM may not forward SIGKILL, so the escalation reaches its children as well.
 */
function descendantsOf(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    try {
      // The parent id is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

export class Supervisor {
  private readonly options: SupervisorOptions;
  private readonly supervised: Supervised[] = [];
  private stopping?: Promise<void>;
  private settle!: (code: number) => void;
  /** Resolves with the exit code the launcher should end with: 0 after stop(), 1 after giving up. */
  readonly done: Promise<number>;
  private outcome = 0;

  constructor(
    options: Partial<SupervisorOptions> = {},
    private readonly onEvent: (event: SupervisorEvent) => void = () => undefined,
  ) {
    this.options = { ...DEFAULT_SUPERVISOR_OPTIONS, ...options };
    this.done = new Promise((resolve) => (this.settle = resolve));
  }

  /** Starts a child and keeps it running until stop(). */
  start(spec: ChildSpec): ChildProcess {
    const entry: Supervised = { spec, startedAt: 0, quickFailures: 0, backoffMs: this.options.initialBackoffMs };
    this.supervised.push(entry);
    return this.launch(entry);
  }

  /** The running process of a child, if any. */
  processOf(name: string): ChildProcess | undefined {
    return this.supervised.find((entry) => entry.spec.name === name)?.child;
  }

  private launch(entry: Supervised): ChildProcess {
    const child = spawn(entry.spec.command, entry.spec.args, { stdio: "inherit", ...entry.spec.options });
    entry.child = child;
    entry.startedAt = Date.now();
    if (child.pid !== undefined) this.onEvent({ type: "start", name: entry.spec.name, pid: child.pid });
    child.once("error", (error) => this.giveUp(entry, `${entry.spec.name} could not be started: ${error.message}`));
    child.once("exit", (code, signalName) => this.exited(entry, child, code, signalName));
    return child;
  }

  private exited(entry: Supervised, child: ChildProcess, code: number | null, signalName: NodeJS.Signals | null) {
    if (entry.child === child) entry.child = undefined;
    const how = code !== null ? `exit code ${code}` : `signal ${signalName}`;
    if (this.stopping) {
      this.onEvent({ type: "exit", name: entry.spec.name, code, signal: signalName });
      return;
    }
    if (code !== null && this.options.fatalExitCodes.includes(code)) {
      this.onEvent({ type: "exit", name: entry.spec.name, code, signal: signalName });
      this.giveUp(entry, `${entry.spec.name} refused to start (${how}): fix the configuration above; not restarting.`);
      return;
    }
    const upFor = Date.now() - entry.startedAt;
    if (upFor >= this.options.resetAfterMs) {
      entry.quickFailures = 0;
      entry.backoffMs = this.options.initialBackoffMs;
    }
    entry.quickFailures += 1;
    if (entry.quickFailures >= this.options.maxQuickFailures) {
      this.onEvent({ type: "exit", name: entry.spec.name, code, signal: signalName });
      this.giveUp(entry, `${entry.spec.name} keeps failing at start (${entry.quickFailures} exits in a row, the last with ${how}); giving up.`);
      return;
    }
    const delay = entry.backoffMs;
    entry.backoffMs = Math.min(entry.backoffMs * 2, this.options.maxBackoffMs);
    this.onEvent({ type: "exit", name: entry.spec.name, code, signal: signalName, restartInMs: delay });
    this.options.log(`${entry.spec.name} stopped unexpectedly (${how}); starting it again in ${seconds(delay)}.`);
    entry.restartTimer = setTimeout(() => {
      entry.restartTimer = undefined;
      if (!this.stopping) this.launch(entry);
    }, delay);
  }

  private giveUp(entry: Supervised, reason: string) {
    if (this.stopping) return;
    this.options.log(reason);
    this.onEvent({ type: "give-up", name: entry.spec.name, reason });
    this.outcome = 1;
    void this.stop();
  }

  /** SIGTERM to every child, SIGKILL (to it and what it started) to any still running after stopTimeoutMs. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const running = this.supervised.flatMap((entry) => {
        if (entry.restartTimer) clearTimeout(entry.restartTimer);
        const child = entry.child;
        return child && child.exitCode === null && child.signalCode === null ? [child] : [];
      });
      await Promise.all(
        running.map(
          (child) =>
            new Promise<void>((resolve) => {
              const pid = child.pid!;
              const kill = setTimeout(() => {
                for (const id of [pid, ...descendantsOf(pid)]) signal(id, "SIGKILL");
              }, this.options.stopTimeoutMs);
              child.once("exit", () => {
                clearTimeout(kill);
                resolve();
              });
              signal(pid, "SIGTERM");
            }),
        ),
      );
      this.settle(this.outcome);
    })();
    return this.stopping;
  }
}
