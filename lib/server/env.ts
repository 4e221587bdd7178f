import "server-only";
import { z } from "zod";
import { describeConfigError, strongSecret } from "../config/secret";
import { trustProxySetting } from "../config/trust-proxy";
import { DEFAULT_PUBLIC_URL } from "../request-origin";

const schema = z.object({
  SESSION_SECRET: strongSecret("SESSION_SECRET"),
  SESSION_SECRET_PREVIOUS: strongSecret("SESSION_SECRET_PREVIOUS").optional(),
  API_BASE_URL: z.url().default("http://127.0.0.1:4000"),
  PUBLIC_URL: z.url().default(DEFAULT_PUBLIC_URL),
  IMAGE_BASE_URL: z.string().default("/media/"),
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Read by the Edge middleware through lib/request-id.ts; checked here so a typo stops the start.
  TRUST_PROXY_REQUEST_ID: z.enum(["true", "false", "1", "0"]).optional(),
});

export type ConsoleEnv = z.infer<typeof schema>;

/** The console's configuration, checked once per process (instrumentation.ts runs it at start). */
export function consoleEnv(source: Record<string, string | undefined> = process.env): ConsoleEnv {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) throw new Error(describeConfigError(parsed.error));
  return parsed.data;
}
