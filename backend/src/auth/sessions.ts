import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminPushTokens, adminSessions, refreshTokens } from "../db/schema";
import { hashToken, newOpaqueToken } from "./tokens";
import { inTransaction } from "../db/transaction";

/**
 * Two console requests that both found the SessionToken expired refresh with the same token at
 * the same moment; the later one is a race, not a theft. Past this window a reused token is stolen.
 */
const REUSE_GRACE_MS = 30_000;

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
  fcmToken?: string;
}

async function issueRefreshToken(db: Db, sessionId: string, ttlMs: number): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), sessionId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

export async function startSession(db: Db, adminId: number, meta: SessionMeta, ttlMs: number) {
  return inTransaction(db, async (tx) => {
    const [session] = await tx
      .insert(adminSessions)
      .values({ adminId, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip, fcmToken: meta.fcmToken })
      .returning({ id: adminSessions.id });
    const refreshToken = await issueRefreshToken(tx, session.id, ttlMs);
    return { sessionId: session.id, refreshToken };
  });
}

export type RotateResult =
  | { ok: true; adminId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/** Spends a refresh token and hands out its successor in the same sign-in. */
export async function rotateRefreshToken(db: Db, token: string, ttlMs: number): Promise<RotateResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: adminSessions.revokedAt,
        adminId: adminSessions.adminId,
      })
      .from(refreshTokens)
      .innerJoin(adminSessions, eq(adminSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for("update", { of: refreshTokens });
    if (!row) return { ok: false, reason: "unknown" };
    if (row.revokedAt) return { ok: false, reason: "revoked" };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
    if (row.usedAt && Date.now() - row.usedAt.getTime() > REUSE_GRACE_MS) {
      await tx.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, row.sessionId));
      return { ok: false, reason: "reused" };
    }
    if (!row.usedAt) await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.tokenHash, hashToken(token)));
    await tx.update(adminSessions).set({ lastUsedAt: new Date() }).where(eq(adminSessions.id, row.sessionId));
    const refreshToken = await issueRefreshToken(tx, row.sessionId, ttlMs);
    return { ok: true, adminId: row.adminId, sessionId: row.sessionId, refreshToken };
  });
}

/** Ends one sign-in; the browser it registered for push hears nothing more (docs/push.md). */
export async function revokeSession(db: Db, sessionId: string) {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
  await db.delete(adminPushTokens).where(eq(adminPushTokens.sessionId, sessionId));
}

/** Ends every sign-in of an administrator, or every one but the current. */
export async function revokeAllSessions(db: Db, adminId: number, exceptSessionId?: string) {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        exceptSessionId ? ne(adminSessions.id, exceptSessionId) : sql`true`,
      ),
    );
  await db
    .delete(adminPushTokens)
    .where(and(eq(adminPushTokens.adminId, adminId), exceptSessionId ? ne(adminPushTokens.sessionId, exceptSessionId) : sql`true`));
}

/** The sign-in a refresh token belongs to, whether or not the token is spent. */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId;
}
