/** The api as the tests drive it: built on a test database, called with inject(), never listening. */
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { trustProxyRule } from "@/lib/config/trust-proxy";
import { buildApp, type AppConfig } from "../src/app";
import type { LimitOptions } from "../src/auth/limits";
import type { Db } from "../src/db/client";
import type { PushService } from "../src/push/worker";

/** The seeded sign-ins (backend/src/db/seed.ts). Spelled out here so a changed seed breaks the tests loudly. */
export const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "Admin@12345" },
  staff: { email: "staff@example.com", password: "Staff@12345" },
  content: { email: "content@example.com", password: "Staff@12345" },
  noAccess: { email: "noaccess@example.com", password: "Staff@12345" },
  demo: { email: "demo@admin.com", password: "Demo@12345" },
} as const;

export const LOGIN = "/api/admin/users/login";
export const REFRESH = "/api/admin/users/refreshToken";
export const LOGOUT = "/api/admin/users/logout";
export const ME = "/api/admin/users/me";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    // A fresh secret per app: a token from one test app must mean nothing to another.
    jwtSecret: randomBytes(48).toString("base64url"),
    twoFactorKeys: { version: 1, current: randomBytes(32) },
    sessionTokenTtlMs: 15 * 60_000,
    refreshTokenTtlMs: 30 * 24 * 3_600_000,
    redisUrl: undefined,
    trustProxy: trustProxyRule("API_TRUST_PROXY").parse("loopback"),
    logLevel: "silent",
    resetTokenTtlMs: 30 * 60_000,
    publicUrl: "http://localhost:3000",
    mail: { smtpUrl: undefined, from: "Matrimony Admin <no-reply@example.com>", outboxDir: path.join(tmpdir(), `api-test-mail-${process.pid}`) },
    ...overrides,
  };
}

/** A slowed sign-in's pause is recorded, not waited: tests read what was asked for (docs/rate-limits.md). */
export const noPause: LimitOptions = { sleep: async () => undefined };

/** Not yet ready: a test may still add routes before its first inject(). Close it in afterAll. */
/**
 * Tests fire bursts on purpose and share a busy machine: shedding only tests of it turn on
 * (http/load-shedding.test.ts).
 */
export const NO_SHEDDING = { maxInFlight: Number.MAX_SAFE_INTEGER, maxEventLoopDelayMs: 0 };

export const buildTestApp = (db: Db, overrides: Partial<AppConfig> = {}, limits: LimitOptions = noPause, push?: PushService) =>
  buildApp({ db, config: testConfig(overrides), limits, shedding: NO_SHEDDING, push, hashPhotos: false });

let clients = 0;
/**
 * A client address no other test uses. The login throttle counts failures per address in the
 * test's database, so tests that fail on purpose would otherwise lock each other out.
 */
export const newClientAddress = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedInRecord {
  id: number;
  roleId: number;
  pagePermissions: { title: string; can?: string }[];
  firstName: string;
  lastName: string;
  roleName: string;
  email: string;
  image: string | null;
  SessionToken: string;
  RefreshToken: string;
}

/** The sign-in body of an account a test holds (which carries more: its id, its secret). */
export const loginOf = (account: { email: string; password: string }) => ({ email: account.email, password: account.password });

export const postLogin = (
  app: FastifyInstance,
  body: unknown,
  options: Omit<InjectOptions, "method" | "url" | "payload"> = {},
): Promise<LightMyRequestResponse> =>
  app.inject({ method: "POST", url: LOGIN, payload: body as InjectOptions["payload"], ...options });

/** Signs in and returns the record, failing the test with the answer when sign-in did not succeed. */
export async function signIn(
  app: FastifyInstance,
  account: { email: string; password: string },
  remoteAddress = newClientAddress(),
): Promise<SignedInRecord> {
  const response = await postLogin(app, loginOf(account), { remoteAddress });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${account.email} answered ${response.statusCode}: ${response.body}`);
  return response.json().recordList[0] as SignedInRecord;
}
