import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { SIGN_IN_PAGE } from "@/lib/resources/audit-log";
import { auditWithin } from "../audit";
import type { Db } from "../db/client";
import { adminUsers } from "../db/schema";
import { credentialsOf, type AdminRow } from "./credentials";
import { keepSignInBrowser } from "../push/admin-tokens";
import { startSession } from "./sessions";
import { sessionClaims } from "./tokens";

/**
 * The start of a session, whether a password alone proved who the administrator is or a password and
 * a two-factor code did: the sign-in, its last-sign-in time and its audit entry, all or nothing. Run it
 * inside the transaction of what proved it (a spent code).
 */
export async function startSignIn(
  db: Db,
  request: FastifyRequest,
  admin: AdminRow,
  { refreshTokenTtlMs, fcmToken, secondFactor }: { refreshTokenTtlMs: number; fcmToken?: string; secondFactor?: "totp" | "recovery" },
) {
  const session = await startSession(db, admin.id, { userAgent: request.headers["user-agent"], ip: request.ip, fcmToken }, refreshTokenTtlMs);
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, admin.id));
  // A tab that registered for push before keeps it across sign-out and sign-in without registering again.
  await keepSignInBrowser(db, admin.id, session.sessionId, fcmToken);
  await auditWithin(db, request, { action: "login", adminId: admin.id, page: SIGN_IN_PAGE, target: `admin:${admin.id}`, ...(secondFactor ? { details: { secondFactor } } : {}) });
  return session;
}

/** The record of a sign-in the console reads: the administrator's Credentials and its two tokens. */
export const signedInRecord = async (app: FastifyInstance, db: Db, admin: AdminRow, { sessionId, refreshToken }: { sessionId: string; refreshToken: string }) => ({
  ...(await credentialsOf(db, admin)),
  SessionToken: app.jwt.sign(sessionClaims(admin, sessionId)),
  RefreshToken: refreshToken,
});
