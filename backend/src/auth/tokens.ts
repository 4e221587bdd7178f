import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: refresh tokens and (later) reset tokens. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of an opaque token: its SHA-256, never the token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The claims of a SessionToken: who, which sign-in (revoking that sign-in kills the token too), and the
 * access version it was issued under (a change of role or rights makes it stale: see adminUsers).
 */
export interface SessionClaims {
  sub: string;
  sid: string;
  ver: number;
}

/** The claims of a new SessionToken for this administrator's sign-in. */
export const sessionClaims = (admin: { id: number; accessVersion: number }, sessionId: string): SessionClaims => ({
  sub: String(admin.id),
  sid: sessionId,
  ver: admin.accessVersion,
});
