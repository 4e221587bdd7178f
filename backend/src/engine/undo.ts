/**
 * Undo from the toast (docs/undo.md): which change is undone, checked before anything is changed back.
 * Only the administrator who made it, on the row it changed, within UNDO_SECONDS (and the round trip),
 * once. Whether the row is still as the change left it is the caller's to compare.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { MESSAGES } from "../../../lib/messages";
import { UNDO_SECONDS } from "../../../lib/undo";
import { adminOf } from "../auth/guard";
import { auditLog } from "../db/schema";
import { HttpError } from "../http/envelope";
import type { UndoneChange, WriteContext } from "./hooks";

/** The toast's seconds, and time for its click to reach the api. */
const UNDO_WINDOW_SECONDS = UNDO_SECONDS + 2;

export interface UndoRequest {
  entryId: number;
  /** The audit actions this route undoes. */
  actions: readonly string[];
  /** The row, as its audit entries name it. */
  target: string;
  /** The undo's own audit action: an entry of it naming this change means it was undone already. */
  undoAction: string;
}

/** The change to undo: its action, the row as it left it, and what its reverse reads (its audit entry's, as JSON). */
export async function undoableChange({ db, request }: WriteContext, { entryId, actions, target, undoAction }: UndoRequest): Promise<{ action: string; after: unknown; change: UndoneChange }> {
  const adminId = adminOf(request).row.id;
  // Locked: two undos of one change run one after the other, and the second finds the first's entry.
  const [entry] = await db
    .select({
      action: auditLog.action,
      adminId: auditLog.adminId,
      target: auditLog.target,
      before: auditLog.before,
      after: auditLog.after,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      // As text: a Date keeps milliseconds, and a reverse compares it with what the change stamped.
      at: sql<string>`${auditLog.createdAt}::text`,
      inTime: sql<boolean>`${auditLog.createdAt} > now() - ${UNDO_WINDOW_SECONDS}::int * interval '1 second'`,
    })
    .from(auditLog)
    .where(eq(auditLog.id, entryId))
    .for("update");
  if (!entry || entry.adminId !== adminId || entry.target !== target || !actions.includes(entry.action)) throw new HttpError(404, MESSAGES.nothingToUndo);
  if (!entry.inTime) throw new HttpError(409, MESSAGES.undoTooLate(UNDO_SECONDS));
  // Read by the administrator's own entries since the change (audit_log_admin_idx): a few rows.
  const [undone] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.adminId, adminId), gte(auditLog.createdAt, entry.createdAt), eq(auditLog.action, undoAction), sql`${auditLog.details}->>'undoes' = ${String(entryId)}`))
    .limit(1);
  if (undone) throw new HttpError(409, MESSAGES.alreadyUndone);
  return { action: entry.action, after: entry.after, change: { before: entry.before, details: entry.details, at: entry.at } };
}
