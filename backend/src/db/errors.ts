/** PostgreSQL's SQLSTATE of an error, whether the driver's error arrives bare or wrapped by drizzle. */
export function databaseErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === "string" ? code : cause?.code;
  return typeof found === "string" ? found : undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
