import { CONFIG_EXIT_CODE } from "@/lib/config/refusal";

/**
 * How the api says it will not start (docs/secrets.md): a refused configuration is told in words, one
 * line per setting (lib/config/refusal.ts), without a stack trace, and exits with EX_CONFIG so that the
 * supervisor of `npm start` (scripts/supervise.ts) knows a restart cannot help.
 */
export class ConfigError extends Error {}

export { CONFIG_EXIT_CODE };

const DATABASE_UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "28P01", "28000", "3D000"]);

/** What to print for an error that stopped the start, and the exit code. Unknown errors keep their stack. */
export function describeStartFailure(error: unknown): { text: string; exitCode: number } {
  if (error instanceof ConfigError) return { text: error.message, exitCode: CONFIG_EXIT_CODE };
  const { message = String(error), code } = (error ?? {}) as { message?: string; code?: string };
  if (code && DATABASE_UNREACHABLE.has(code)) return { text: `The database could not be reached (${message}): check DATABASE_URL and that PostgreSQL is running.`, exitCode: 1 };
  if (code === "EADDRINUSE") return { text: `${message}: another process listens there; stop it or set API_PORT.`, exitCode: 1 };
  if (message.includes("in use by process")) return { text: message, exitCode: 1 };
  return { text: error instanceof Error ? (error.stack ?? message) : message, exitCode: 1 };
}
