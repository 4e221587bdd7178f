/**
 * An audit entry as the Audit Log shows it: who (name and address; a deleted administrator is still
 * named, since accounts are only ever marked deleted), when, on which page, what, to which record and
 * from where, with what changed in a line. One entry (the dialog) adds the whole before, after and details.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers, auditLog } from "../../db/schema";
import type { Row } from "../../engine/hooks";
import { actionLabel, changeText } from "../members/history-text";
import { momentOf } from "../members/tab-source";
import { personNameOrNull } from "../../db/person-name";

export const selectEntries = (db: Db) =>
  db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      // The moment exact to the microsecond, for the CSV's keyset (query.ts, afterEntry).
      at: sql<string>`${auditLog.createdAt}::text`,
      adminId: auditLog.adminId,
      admin: personNameOrNull(adminUsers),
      adminEmail: adminUsers.email,
      adminDeleted: sql<boolean>`${adminUsers.deletedAt} is not null`,
      pageTitle: auditLog.page,
      action: auditLog.action,
      target: auditLog.target,
      recordName: auditLog.recordName,
      memberId: auditLog.memberId,
      ip: auditLog.ip,
      details: auditLog.details,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.adminId))
    .$dynamic();

export type Entry = Awaited<ReturnType<ReturnType<typeof selectEntries>["execute"]>>[number];

/** A row of the list and the CSV: the snapshots stay behind, told by `change`. */
export function listed({ before, after, details, createdAt, at: _at, ...entry }: Entry): Row {
  return {
    ...entry,
    createdAt: momentOf(createdAt),
    // As written with the entry, so that the search finds what the row shows.
    recordName: entry.recordName,
    change: changeText(entry.action, before, after, details),
  };
}

/** One entry whole, for its dialog. */
export const whole = (entry: Entry): Row => ({ ...listed(entry), actionLabel: actionLabel(entry.action, entry.details), details: entry.details, before: entry.before, after: entry.after });
