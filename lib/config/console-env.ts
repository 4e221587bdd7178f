/**
 * The console's configuration, checked by the console at start (lib/server/startup-check.ts) and by
 * `npm start` before it starts anything (scripts/start.ts), with the same words.
 */
import { z } from "zod";
import { describeConfigError } from "./refusal";
import { strongSecret } from "./secret";
import { trustProxySetting } from "./trust-proxy";
import { apiSocketSetting } from "./api-socket";
import { PUSH_WEB_KEYS } from "../push-web";

const consoleSchema = z.object({
  SESSION_SECRET: strongSecret("SESSION_SECRET"),
  SESSION_SECRET_PREVIOUS: strongSecret("SESSION_SECRET_PREVIOUS").optional(),
  API_BASE_URL: z.url().default("http://127.0.0.1:4000"),
  // Set, the api is called through this Unix socket; API_BASE_URL still names it (its Host header).
  API_SOCKET: apiSocketSetting,
  // Unset on the embedded default: the console is then whichever loopback name of PORT the browser used
  // (lib/request-origin.ts).
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be the http:// or https:// address people open" }).optional(),
  // The port Next's server listens on (it reads PORT itself): the loopback origins without PUBLIC_URL.
  PORT: z.string().regex(/^\d{1,5}$/, "PORT must be a port number").default("3000"),
  IMAGE_BASE_URL: z.string().default("/media/"),
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Read by the Edge middleware through lib/request-id.ts; checked here so a typo stops the start.
  TRUST_PROXY_REQUEST_ID: z.enum(["true", "false", "1", "0"]).optional(),
  // The Firebase web app the console registers browsers with (docs/push.md): all five, or none (push off).
  ...Object.fromEntries(PUSH_WEB_KEYS.map((key) => [key, z.string().regex(/^[\w:.-]{1,200}$/, `${key} must be the value Firebase's console shows for the web app`).optional()])),
}).superRefine((env, context) => {
  const set = PUSH_WEB_KEYS.filter((key) => (env as Record<string, unknown>)[key] !== undefined);
  if (set.length === 0 || set.length === PUSH_WEB_KEYS.length) return;
  for (const key of PUSH_WEB_KEYS.filter((candidate) => !set.includes(candidate)))
    context.addIssue({ code: "custom", path: [key], message: `${key} is missing: push needs all of ${PUSH_WEB_KEYS.join(", ")}, or none of them` });
});

export type ConsoleEnv = z.infer<typeof consoleSchema> & Partial<Record<(typeof PUSH_WEB_KEYS)[number], string>>;

/** The settings the console reads: the same values are the same configuration. */
export const CONSOLE_ENV_KEYS = Object.keys(consoleSchema.shape);

/** The configuration in `source` (an empty value counts as unset), or its refusal lines. */
export function parseConsoleEnv(source: Record<string, string | undefined>): { env: ConsoleEnv; refusal?: undefined } | { env?: undefined; refusal: string } {
  const parsed = consoleSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  return parsed.success ? { env: parsed.data } : { refusal: describeConfigError(parsed.error) };
}
