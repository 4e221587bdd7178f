/**
 * The changes of an administrator's row beyond the engine's own (lib/engine/define.ts `RowChange`),
 * apart from the rules that lock them (./rules.ts), so the Admin Users page's chunk names them without
 * importing the rules and the list of pages they read.
 */
/** The permissions dialog. */
export const PERMISSIONS_CHANGE = "permissions";
export const RESET_TWO_FACTOR = "resetTwoFactor";
/** A field lock: the sign-in address of the row. */
export const EMAIL_CHANGE = "email";
