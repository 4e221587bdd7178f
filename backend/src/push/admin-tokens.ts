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
 * `POST /api/admin/users/pushToken`: the signed-in administrator's browser, for their own notifications
 * (docs/push.md, "The console's registration"). A token belongs to one administrator: the browser's
 * last sign-in takes it over, so a shared computer does not notify the one who used it before.
 */
export async function adminPushTokenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post(apiPaths.account.pushToken, async (request, reply) => {
    const { row } = adminOf(request);
    const { token } = validate(pushTokenSchema, request.body);
    await inTransaction(db, async (tx) => {
      await tx.delete(adminPushTokens).where(and(eq(adminPushTokens.token, token), ne(adminPushTokens.adminId, row.id)));
      await tx
        .insert(adminPushTokens)
        .values({ adminId: row.id, token })
        .onConflictDoUpdate({ target: [adminPushTokens.adminId, adminPushTokens.token], set: { updatedAt: new Date() } });
      const kept = tx
        .select({ token: adminPushTokens.token })
        .from(adminPushTokens)
        .where(eq(adminPushTokens.adminId, row.id))
        .orderBy(desc(adminPushTokens.updatedAt))
        .limit(MAX_BROWSERS_PER_ADMIN);
      await tx.delete(adminPushTokens).where(and(eq(adminPushTokens.adminId, row.id), notInArray(adminPushTokens.token, kept)));
    });
    return ok(reply, [], { message: MESSAGES.pushBrowserRegistered });
  });
}
