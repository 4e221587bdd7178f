import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: refresh tokens and (later) reset tokens. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of an opaque token: its SHA-256, never the token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The claims of a SessionToken: who, and which sign-in (revoking that sign-in kills the token too). */
export interface SessionClaims {
  sub: string;
  sid: string;
}
