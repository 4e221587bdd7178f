import type { FastifyInstance } from "fastify";
import { and, eq, ne, notInArray, desc } from "drizzle-orm";
import { pushTokenSchema } from "@/lib/account-schemas";
import { apiPaths } from "@/lib/api-paths";
import { MESSAGES } from "@/lib/messages";
import { adminOf } from "../auth/guard";
import type { Db } from "../db/client";
import { adminPushTokens } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";

/** The browsers an administrator keeps registered: the newest; an older one has been replaced or forgotten. */
export const MAX_BROWSERS_PER_ADMIN = 10;

/**
 * Keeps a browser's token for one sign-in of one administrator. A token belongs to one administrator
 * and one sign-in: the browser's last sign-in takes it over, so a shared computer does not notify the
 * one who used it before, and it is sent to only while that sign-in lasts (push/admin-push.ts).
 */
export async function keepBrowser(db: Db, adminId: number, sessionId: string, token: string) {
  await db.delete(adminPushTokens).where(and(eq(adminPushTokens.token, token), ne(adminPushTokens.adminId, adminId)));
  await db
    .insert(adminPushTokens)
    .values({ adminId, token, sessionId })
    .onConflictDoUpdate({ target: [adminPushTokens.adminId, adminPushTokens.token], set: { sessionId, updatedAt: new Date() } });
  const kept = db
    .select({ token: adminPushTokens.token })
    .from(adminPushTokens)
    .where(eq(adminPushTokens.adminId, adminId))
    .orderBy(desc(adminPushTokens.updatedAt))
    .limit(MAX_BROWSERS_PER_ADMIN);
  await db.delete(adminPushTokens).where(and(eq(adminPushTokens.adminId, adminId), notInArray(adminPushTokens.token, kept)));
}

/** A sign-in that brought a well-formed token (the tab registered before) keeps it at once; anything else is ignored. */
export async function keepSignInBrowser(db: Db, adminId: number, sessionId: string, fcmToken: string | undefined) {
  const parsed = pushTokenSchema.safeParse({ token: fcmToken });
  if (parsed.success) await keepBrowser(db, adminId, sessionId, parsed.data.token);
}

/** `POST /api/admin/users/pushToken`: the signed-in administrator's browser (docs/push.md, "The console's registration"). */
export async function adminPushTokenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post(apiPaths.account.pushToken, async (request, reply) => {
    const { row, sessionId } = adminOf(request);
    const { token } = validate(pushTokenSchema, request.body);
    await inTransaction(db, (tx) => keepBrowser(tx, row.id, sessionId, token));
    return ok(reply, [], { message: MESSAGES.pushBrowserRegistered });
  });
}
