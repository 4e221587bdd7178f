/**
 * Who may change which administrator (docs/admin-users.md, "Rules"): the parts that need nothing but
 * the row and the viewer, shared by the console (controls drawn disabled, with the reason) and the api
 * (the same refusal, in the same words). The last active full administrator needs the database and is
 * the api's (backend/src/resources/admin-users).
 */
import type { RowChange, RowLock, Viewer } from "../../engine/define";
import { isFullAdmin, mayChangeEmailOf, rightBeyond, type Grant } from "../../access";
import { ROLE } from "../../roles";
import { CONSOLE_MESSAGES } from "../../console-messages";
import { RIGHT_LABELS } from "./permissions";

import { EMAIL_CHANGE, PERMISSIONS_CHANGE, RESET_TWO_FACTOR } from "./changes";

export { EMAIL_CHANGE, PERMISSIONS_CHANGE, RESET_TWO_FACTOR };

const EVERY_CHANGE: readonly RowChange[] = ["edit", "toggle", "delete", PERMISSIONS_CHANGE, RESET_TWO_FACTOR, EMAIL_CHANGE];

/** The rights an administrator's row holds, as lib/access.ts reads a grant (the source lists them). */
export const grantOfRow = (row: Record<string, unknown>): Grant => ({
  roleId: row.roleId as number,
  pagePermissions: Array.isArray(row.pagePermissions) ? (row.pagePermissions as Grant["pagePermissions"]) : [],
});

const all = (lock: RowLock) => Object.fromEntries(EVERY_CHANGE.map((change) => [change, lock])) as Record<RowChange, RowLock>;

/** What this viewer may not do to this administrator, and why; the first reason that applies wins. */
export function adminUserLocks(row: Record<string, unknown> & { id: number }, viewer: Viewer): Partial<Record<RowChange, RowLock>> {
  if (row.isDemo) return all({ status: 409, message: CONSOLE_MESSAGES.demoAccountFixed });
  const fullAdminRow = row.roleId === ROLE.admin;
  const viewerIsFullAdmin = isFullAdmin(viewer);
  // Nobody gains, through another account, a right they do not hold (lib/access.ts).
  const beyond = rightBeyond(viewer, grantOfRow(row));
  if (beyond) {
    const message = "fullAdmin" in beyond ? CONSOLE_MESSAGES.staffOnFullAdmin : CONSOLE_MESSAGES.accountBeyondRights(RIGHT_LABELS[beyond.right], beyond.title);
    return all({ status: 403, message });
  }
  const locks: Partial<Record<RowChange, RowLock>> = {};
  if (!mayChangeEmailOf(viewer, { id: row.id })) locks[EMAIL_CHANGE] = { status: 403, message: CONSOLE_MESSAGES.otherEmailFullAdminOnly };
  if (row.id === viewer.id) {
    locks.toggle = { status: 409, message: CONSOLE_MESSAGES.ownSwitch };
    locks.delete = { status: 409, message: CONSOLE_MESSAGES.ownDelete };
    locks[PERMISSIONS_CHANGE] = { status: 409, message: CONSOLE_MESSAGES.ownRights };
    locks[RESET_TWO_FACTOR] = { status: 409, message: CONSOLE_MESSAGES.ownTwoFactor };
  }
  if (fullAdminRow) locks[PERMISSIONS_CHANGE] ??= { status: 409, message: CONSOLE_MESSAGES.fullAdminRights };
  if (!viewerIsFullAdmin) locks[RESET_TWO_FACTOR] ??= { status: 403, message: CONSOLE_MESSAGES.resetTwoFactorFullOnly };
  return locks;
}
