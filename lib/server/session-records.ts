import "server-only";
import type { IronSession } from "iron-session";
import { credentialsSchema } from "../credentials";
import type { SessionData } from "../session-options";

const TOKEN_FIELDS = ["SessionToken", "RefreshToken"] as const;

/**
 * An answer about the signed-in administrator's own account (a new email, a password change that
 * re-issued the sign-in) updates the sealed cookie. Tokens are taken out: they never reach the browser.
 */
export async function keepSignedInRecords(session: IronSession<SessionData>, records: unknown[]): Promise<unknown[]> {
  let changed = false;
  const cleaned = records.map((record) => {
    if (!record || typeof record !== "object") return record;
    const { SessionToken, RefreshToken, ...rest } = record as Record<string, unknown>;
    if (typeof SessionToken === "string" && typeof RefreshToken === "string") {
      session.sessionToken = SessionToken;
      session.refreshToken = RefreshToken;
      changed = true;
    }
    const own = credentialsSchema.safeParse(rest);
    if (own.success && own.data.id === session.credentials?.id) {
      session.credentials = own.data;
      changed = true;
    }
    return TOKEN_FIELDS.some((field) => field in (record as object)) ? rest : record;
  });
  if (changed) await session.save();
  return cleaned;
}
