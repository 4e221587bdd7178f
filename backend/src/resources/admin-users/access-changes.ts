/**
 * What makes a change of an administrator's rights take effect at once (docs/admin-users.md,
 * "Immediate effect"), and the rule that keeps the console from losing its last full administrator.
 * Each runs inside the transaction of the change itself.
 */
import { MESSAGES } from "../../../../lib/messages";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ROLE } from "../../../../lib/credentials";

import { revokeAllSessions } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { adminUsers, passwordResetTokens } from "../../db/schema";
import { HttpError } from "../../http/envelope";

/**
 * Makes every SessionToken of the administrator stale: their next call is refused with 401, the
 * console refreshes the sign-in and carries the new role and rights from then on.
 */
export async function bumpAccess(tx: Db, adminId: number) {
  await tx.update(adminUsers).set({ accessVersion: sql`${adminUsers.accessVersion} + 1`, updatedAt: new Date() }).where(eq(adminUsers.id, adminId));
}

/** Ends every sign-in of the administrator, and makes the tokens already handed out stale. */
export async function endSignIns(tx: Db, adminId: number) {
  await revokeAllSessions(tx, adminId);
  await bumpAccess(tx, adminId);
}

/**
 * Ends the account's reset links and sign-ins, as a deleted account or a new sign-in address needs
 * (docs/admin-users.md, "Email"). When the account moved its own address, the sign-in that did it
 * stays; any other, which may be someone holding the old mailbox, ends.
 */
export async function endSignInsAndResetLinks(tx: Db, adminId: number, keepSessionId?: string) {
  await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.adminId, adminId), isNull(passwordResetTokens.usedAt)));
  if (keepSessionId) await revokeAllSessions(tx, adminId, keepSessionId);
  else await endSignIns(tx, adminId);
}

/**
 * Refuses to leave the console without an active full administrator (the demo account, read-only,
 * does not count). The rows of every active full administrator are locked until the change commits,
 * so two changes at once (each demoting a different one of the last two) cannot both pass: the second
 * waits, then sees the first one's result.
 */
export async function keepAFullAdministrator(tx: Db, admin: { id: number; name: string }, what: Parameters<typeof MESSAGES.lastAdmin>[1]) {
  const active = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.roleId, ROLE.admin), eq(adminUsers.isActive, true), isNull(adminUsers.deletedAt), eq(adminUsers.isDemo, false)))
    .orderBy(adminUsers.id)
    .for("update");
  if (active.some((row) => row.id === admin.id) && active.length <= 1) throw new HttpError(409, MESSAGES.lastAdmin(admin.name, what));
}
