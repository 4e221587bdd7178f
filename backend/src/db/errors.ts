/** PostgreSQL's SQLSTATE of an error, whether the driver's error arrives bare or wrapped by drizzle. */
export function databaseErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === "string" ? code : cause?.code;
  return typeof found === "string" ? found : undefined;
}

/** The constraint (or unique index) an integrity error names, bare or wrapped by drizzle. */
export function databaseConstraint(error: unknown): string | undefined {
  const { constraint, cause } = (error ?? {}) as { constraint?: unknown; cause?: { constraint?: unknown } };
  const found = typeof constraint === "string" ? constraint : cause?.constraint;
  return typeof found === "string" ? found : undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const CHECK_VIOLATION = "23514";
export const FOREIGN_KEY_VIOLATION = "23503";

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (08…), too many connections,
 * shutting down or starting up.
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123])$/;
/** The driver's own words when there is no connection to use (pg, pg-pool, PGlite closed). */
const UNAVAILABLE_WORDS = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i;
const SYSTEM_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);

/** Whether an error says the database is not reachable, rather than that a statement was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0; at && depth < 4; at = at.cause as typeof at, depth++) {
    if (typeof at.code === "string" && (UNAVAILABLE_STATES.test(at.code) || SYSTEM_CODES.has(at.code))) return true;
    if (typeof at.message === "string" && UNAVAILABLE_WORDS.test(at.message)) return true;
    // Node's AggregateError of a connection tried on every address (::1 and 127.0.0.1).
    if (Array.isArray(at.errors) && at.errors.some((each) => isDatabaseUnavailable(each))) return true;
  }
  return false;
}
