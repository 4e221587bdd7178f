/**
 * The sealed session cookie: what it holds and how it is sealed. Pure, so the Edge middleware
 * and the Node server read it alike. The secrets come from the environment, checked by lib/env.ts.
 */
import type { SessionOptions } from "iron-session";
import type { Credentials } from "./credentials";

export interface SessionData {
  sessionToken?: string;
  refreshToken?: string;
  credentials?: Credentials;
  /**
   * Between a right password and the two-factor code: the api's short-lived challenge. It stays in
   * the sealed cookie, never in the browser's script, and signs nobody in by itself (grantOf).
   */
  twoFactorChallenge?: string;
}

export const SESSION_COOKIE = "mac_session";
/** The route that ends a session a rule signs out, after checking the rule with fresh rights. */
export const EXPIRE_PATH = "/api/session/expire";
/** Where a page sends a sign-in the api no longer honours: it is refreshed, or ended, and comes back. */
export const REFRESH_PATH = "/api/session/refresh";
/** Seconds; the api's refresh token lives as long (REFRESH_TOKEN_TTL). */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/**
 * SESSION_SECRET seals, under its number SESSION_SECRET_VERSION; SESSION_SECRET_PREVIOUS (the number
 * before) still opens cookies sealed before a rotation. A rotation raises the number by one, so a
 * cookie keeps opening after the previous secret is dropped.
 */
export function sessionPasswords(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const version = Math.max(1, Math.floor(Number(env.SESSION_SECRET_VERSION ?? 1)) || 1);
  const current = env.SESSION_SECRET ?? "";
  const previous = env.SESSION_SECRET_PREVIOUS;
  return previous && version > 1 ? { [version - 1]: previous, [version]: current } : { [version]: current };
}

export function sessionOptions(env: Record<string, string | undefined> = process.env): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionPasswords(env),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure whenever the console is served over https; plain http on localhost must still work.
      secure: (env.PUBLIC_URL ?? "").startsWith("https:"),
    },
  };
}

/** A session counts only with its token: credentials alone open nothing. */
export const grantOf = (session: SessionData) => (session.sessionToken ? session.credentials : undefined);
