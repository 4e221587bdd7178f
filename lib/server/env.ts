import "server-only";
import { parseConsoleEnv, type ConsoleEnv } from "../config/console-env";

export type { ConsoleEnv };

/** The console's configuration, checked once per process (instrumentation.ts runs it at start). */
export function consoleEnv(source: Record<string, string | undefined> = process.env): ConsoleEnv {
  const { env, refusal } = parseConsoleEnv(source);
  if (!env) throw new Error(refusal);
  return env;
}
