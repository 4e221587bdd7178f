import path from "node:path";
import { z } from "zod";
import { trustProxyRule } from "@/lib/config/trust-proxy";
import { apiSocketSetting } from "@/lib/config/api-socket";
import { booleanFlag, duration, strongSecret } from "@/lib/config/secret";
import { describeConfigError, refusalLine } from "@/lib/config/refusal";
import { PRODUCT_NAME } from "@/lib/product";
import { guessablePasswordProblem } from "@/lib/password-guess";
import { isStrongEnoughPassword } from "@/lib/validation";
import { MAX_PASSWORD_LENGTH } from "@/lib/engine/fields/password";
import { MESSAGES } from "@/lib/messages";
import { loadOrCreateLocalSecrets } from "./local-secrets";
import { ConfigError } from "./refusal";
import { twoFactorKeys } from "./two-factor-key";
import { loadPushConfig } from "../push/config";

const env = z.object({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" }).optional(),
  DATA_DIR: z.string().default(".data"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // A Unix socket listened on besides API_PORT, for the console on the same machine.
  API_SOCKET: apiSocketSetting,
  JWT_SECRET: z.string().optional(),
  TWO_FACTOR_KEY: z.string().optional(),
  TWO_FACTOR_KEY_PREVIOUS: z.string().optional(),
  TWO_FACTOR_KEY_VERSION: z.string().optional(),
  SESSION_TOKEN_TTL: duration.prefault("15m"),
  REFRESH_TOKEN_TTL: duration.prefault("12h"),
  RESET_TOKEN_TTL: duration.prefault("30m"),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().default(`${PRODUCT_NAME} <no-reply@localhost>`),
  REDIS_URL: z.url().optional(),
  // The console is the api's one client: its address, not the outer proxy's (docs/rate-limits.md).
  // The console (or an nginx between it and the apis): whose X-Forwarded-For and X-Request-Id are taken.
  API_TRUST_PROXY: trustProxyRule("API_TRUST_PROXY").prefault("loopback"),
  SEED_DEMO: booleanFlag.prefault("false"),
  ADMIN_EMAIL: z.email().optional(),
  // The first administrator's password follows the rule every password form applies (lib/validation.ts).
  ADMIN_PASSWORD: z
    .string()
    .max(MAX_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at most ${MAX_PASSWORD_LENGTH} characters.`)
    .refine(isStrongEnoughPassword, `ADMIN_PASSWORD is refused: ${MESSAGES.passwordRule} (at least 8 characters, with two of lowercase, uppercase and digits).`)
    .superRefine((password, context) => {
      // One refusal per variable: the shape's, when it is wrong, is the one to fix first.
      const problem = isStrongEnoughPassword(password) && guessablePasswordProblem(password);
      if (problem) context.addIssue({ code: "custom", message: `ADMIN_PASSWORD is refused: ${problem}` });
    })
    .optional(),
  E2E_TEST_CLOCK: booleanFlag.prefault("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ApiConfig = ReturnType<typeof loadApiConfig>;

/**
 * Reads and checks the api's environment once, at start. Two modes, told apart by DATABASE_URL:
 * without it the embedded database and generated secrets; with it every secret must be given.
 */
export function loadApiConfig(source: Record<string, string | undefined> = process.env) {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) throw new ConfigError(describeConfigError(parsed.error));
  const values = parsed.data;
  const embedded = !values.DATABASE_URL;
  const dataDir = path.resolve(values.DATA_DIR);
  const local = embedded && (!values.JWT_SECRET || !values.TWO_FACTOR_KEY) ? loadOrCreateLocalSecrets(dataDir) : undefined;
  const jwtSecret = values.JWT_SECRET ?? local?.jwtSecret;
  const secret = z.object({ JWT_SECRET: strongSecret("JWT_SECRET") }).safeParse({ JWT_SECRET: jwtSecret });
  const keys = twoFactorKeys.safeParse({
    TWO_FACTOR_KEY: values.TWO_FACTOR_KEY ?? local?.twoFactorKey,
    TWO_FACTOR_KEY_PREVIOUS: values.TWO_FACTOR_KEY_PREVIOUS,
    TWO_FACTOR_KEY_VERSION: values.TWO_FACTOR_KEY_VERSION,
  });
  // Both told at once: a deployment missing both learns it from one failed start, not two.
  if (!secret.success || !keys.success) {
    throw new ConfigError(describeConfigError(new z.ZodError([...(secret.error?.issues ?? []), ...(keys.error?.issues ?? [])])));
  }
  if (values.E2E_TEST_CLOCK && !embedded) {
    throw new ConfigError(refusalLine("E2E_TEST_CLOCK", "only for end-to-end tests on the embedded database; unset it."));
  }
  if (values.ADMIN_EMAIL && !values.ADMIN_PASSWORD) {
    throw new ConfigError(refusalLine("ADMIN_PASSWORD", "required when ADMIN_EMAIL is set."));
  }
  return {
    embedded,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    host: values.API_HOST,
    socket: values.API_SOCKET,
    port: values.API_PORT,
    jwtSecret: secret.data.JWT_SECRET,
    twoFactorKeys: keys.data,
    sessionTokenTtlMs: values.SESSION_TOKEN_TTL,
    refreshTokenTtlMs: values.REFRESH_TOKEN_TTL,
    resetTokenTtlMs: values.RESET_TOKEN_TTL,
    publicUrl: values.PUBLIC_URL,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, outboxDir: path.join(dataDir, "mail") },
    redisUrl: values.REDIS_URL,
    trustProxy: values.API_TRUST_PROXY,
    // The demo data fills a fresh embedded database; a deployment asks for it explicitly.
    seedDemo: embedded || values.SEED_DEMO,
    firstAdmin: values.ADMIN_EMAIL ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD! } : undefined,
    logLevel: values.LOG_LEVEL,
    testClock: values.E2E_TEST_CLOCK,
    // FCM_SERVICE_ACCOUNT and FCM_API_URL; undefined when push is off (docs/push.md).
    push: loadPushConfig(source),
  };
}
