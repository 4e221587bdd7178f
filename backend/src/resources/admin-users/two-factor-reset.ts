/**
 * Reset two-factor (docs/admin-users.md): a full administrator turns off another administrator's
 * two-factor sign-in when they lost their authenticator and their recovery codes. Who may is said by
 * the row's locks (lib/resources/admin-users/rules.ts); the engine runs this in the action's
 * transaction with its audit entry.
 */
import { MESSAGES } from "../../../../lib/messages";
import { and, eq, isNotNull } from "drizzle-orm";

import { adminRecoveryCodes, adminUsers } from "../../db/schema";
import type { ActionContext } from "../../engine/hooks";
import { HttpError } from "../../http/envelope";
import { bumpAccess } from "./access-changes";

export async function resetTwoFactor({ db, row }: ActionContext): Promise<string> {
  const id = row.id;
  // Only while it is on: two resets at once, or a reset racing the administrator's own switch-off, change it once.
  const reset = await db
    .update(adminUsers)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: new Date() })
    .where(and(eq(adminUsers.id, id), isNotNull(adminUsers.twoFactorEnabledAt)))
    .returning({ id: adminUsers.id });
  if (!reset.length) throw new HttpError(409, MESSAGES.twoFactorOff);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
  await bumpAccess(db, id);
  return `Two-factor sign-in of ${String(row.name)} is reset`;
}
