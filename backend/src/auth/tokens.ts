import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";

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

/**
 * What a SessionToken must hold to be one. The api signs other short-lived tokens (the two-factor
 * sign-in challenge, with a key of its own and a `pur` claim): a token of another purpose is never
 * taken for a sign-in, even if it were signed with this key.
 */
export const sessionClaimsSchema = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  sid: z.uuid(),
  ver: z.number().int(),
  pur: z.never().optional(),
});
