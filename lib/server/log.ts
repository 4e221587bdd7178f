import "server-only";
import type { ConsoleRequest } from "./console-request";
import { headers } from "next/headers";
import pino, { type Logger } from "pino";
import { consoleEnv } from "./env";
import { acceptedRequestId, newRequestId, REQUEST_ID_HEADER } from "../request-id";

/** An api call slower than this is logged at warn (docs/operations.md). */
export const SLOW_CALL_MS = 1_000;

let root: Logger | undefined;

/**
 * The console's JSON lines on stdout, one object per line, as the api writes them (docs/operations.md):
 * failures and slow calls at warn or above, one line per api call only at debug.
 */
export function log(): Logger {
  if (!root) {
    let level = "info";
    try {
      level = consoleEnv().LOG_LEVEL;
    } catch {
      // A refused configuration is itself logged through here, at the default level.
    }
    root = pino({ level, base: { process: "console", pid: process.pid } });
  }
  return root;
}

/** The id the middleware gave this request; outside a request (start-up) a fresh one. */
export async function currentRequestId(from?: ConsoleRequest): Promise<string> {
  const given = from?.headers.get(REQUEST_ID_HEADER);
  if (given) return acceptedRequestId(given) ?? newRequestId();
  try {
    return acceptedRequestId((await headers()).get(REQUEST_ID_HEADER)) ?? newRequestId();
  } catch {
    return newRequestId();
  }
}

/** One api exchange: an error when it failed or the api erred, a warning when slow, else debug. */
export function logApiCall(entry: { requestId: string; method: string; path: string; status: number; ms: number; error?: string }) {
  const level = entry.status >= 500 ? "error" : entry.ms >= SLOW_CALL_MS ? "warn" : "debug";
  // Every forwarded call comes here: its line is made only when the level keeps it.
  if (log().isLevelEnabled(level)) log()[level]({ ...entry, ms: Math.round(entry.ms) }, entry.error ? "api call failed" : "api call");
}
