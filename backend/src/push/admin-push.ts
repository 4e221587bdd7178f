/**
 * A push to administrators' own browsers (admin_push_tokens): the Setting's test push and the staff
 * alerts. Sent at once, not through the members' queue: a handful of browsers, and the sender wants
 * the outcome. A browser the provider no longer knows is forgotten.
 */
import { and, eq, exists, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminPushTokens, adminSessions, adminUsers, refreshTokens } from "../db/schema";
import type { FcmClient, PushMessage } from "./fcm";

export interface AdminBrowser {
  adminId: number;
  token: string;
}

/** A browser with its administrator's role, for the page rule (lib/access.ts) to decide who hears what. */
export interface AdminBrowserOf extends AdminBrowser {
  roleId: number;
}

/**
 * The registered browsers of active administrators matching `where` (over admin_users), each only while
 * the sign-in it was registered in can still go on: not revoked (signed out, password changed) and
 * holding a refresh token neither spent nor expired. A sign-in left to expire stops its browser's alerts too.
 */
export function liveBrowsers(db: Db, where: SQL | undefined): Promise<AdminBrowserOf[]> {
  const continuable = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, adminSessions.id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, sql`now()`)));
  return db
    .select({ adminId: adminPushTokens.adminId, token: adminPushTokens.token, roleId: adminUsers.roleId })
    .from(adminPushTokens)
    .innerJoin(adminSessions, eq(adminSessions.id, adminPushTokens.sessionId))
    .innerJoin(adminUsers, eq(adminUsers.id, adminPushTokens.adminId))
    .where(and(isNull(adminSessions.revokedAt), exists(continuable), eq(adminUsers.isActive, true), isNull(adminUsers.deletedAt), where));
}

/** Sends one message to each browser; answers how many took it. */
export async function pushToAdmins(db: Db, client: FcmClient, browsers: readonly AdminBrowser[], message: Omit<PushMessage, "token">): Promise<number> {
  const outcomes = await Promise.all(browsers.map(({ token }) => client.send({ ...message, token })));
  const dead = browsers.filter((_, i) => outcomes[i].kind === "invalid");
  for (const adminId of new Set(dead.map((browser) => browser.adminId))) {
    const tokens = dead.filter((browser) => browser.adminId === adminId).map((browser) => browser.token);
    await db.delete(adminPushTokens).where(and(eq(adminPushTokens.adminId, adminId), inArray(adminPushTokens.token, tokens)));
  }
  return outcomes.filter((outcome) => outcome.kind === "sent").length;
}
