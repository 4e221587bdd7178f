import "server-only";
import { CONSOLE_ENV_KEYS, parseConsoleEnv, type ConsoleEnv } from "../config/console-env";

export type { ConsoleEnv };

let last: { key: string; env: ConsoleEnv } | undefined;

/**
 * The console's configuration, checked once per process (instrumentation.ts runs it at start). Every
 * request asks for it several times: the same settings are checked once, not on each (a secret's
 * randomness estimate is not free).
 */
export function consoleEnv(source: Record<string, string | undefined> = process.env): ConsoleEnv {
  const key = CONSOLE_ENV_KEYS.map((name) => source[name] ?? "").join("\0");
  if (last?.key === key) return last.env;
  const { env, refusal } = parseConsoleEnv(source);
  if (!env) throw new Error(refusal);
  last = { key, env };
  return env;
}
