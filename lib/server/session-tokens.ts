import "server-only";
import type { IronSession } from "iron-session";
import { credentialsSchema, type Credentials } from "../credentials";
import type { SessionData } from "../session-options";

/**
 * The one place that writes the api's tokens into the sealed cookie: at sign-in, at a refresh, and when
 * an answer about one's own account re-issues them. Nothing else touches them, and they never leave it.
 */
export async function storeSignIn(session: IronSession<SessionData>, signIn: { SessionToken: string; RefreshToken: string; credentials?: Credentials }) {
  session.sessionToken = signIn.SessionToken;
  session.refreshToken = signIn.RefreshToken;
  if (signIn.credentials) session.credentials = signIn.credentials;
  // A finished sign-in leaves no two-factor challenge behind to be tried again.
  delete session.twoFactorChallenge;
  await session.save();
}

const TOKEN_FIELDS = ["SessionToken", "RefreshToken"] as const;

/**
 * An answer about the signed-in administrator's own account (a new email, a password change that
 * re-issued the sign-in) updates the sealed cookie. Tokens are taken out: they never reach the browser.
 */
export async function keepSignedInRecords(session: IronSession<SessionData>, records: unknown[]): Promise<unknown[]> {
  let tokens: { SessionToken: string; RefreshToken: string } | undefined;
  let credentials: Credentials | undefined;
  const cleaned = records.map((record) => {
    if (!record || typeof record !== "object") return record;
    const { SessionToken, RefreshToken, ...rest } = record as Record<string, unknown>;
    if (typeof SessionToken === "string" && typeof RefreshToken === "string") tokens = { SessionToken, RefreshToken };
    const own = credentialsSchema.safeParse(rest);
    if (own.success && own.data.id === session.credentials?.id) credentials = own.data;
    return TOKEN_FIELDS.some((field) => field in (record as object)) ? rest : record;
  });
  if (tokens) await storeSignIn(session, { ...tokens, credentials });
  else if (credentials) {
    session.credentials = credentials;
    await session.save();
  }
  return cleaned;
}
