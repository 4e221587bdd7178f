/**
 * A member's History tab (`memberhistory`): every audit entry filed under the member (the moderation
 * actions record `member_id`), newest first, with who did it and what it changed. The partial index
 * audit_log_member_idx (member_id, created_at) serves the member's entries in order.
 */
import { count, eq, sql } from "drizzle-orm";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { adminUsers, auditLog } from "../../db/schema";
import type { ResourceHooks } from "../../engine/hooks";
import { actionLabel, changeText } from "./history-text";
import { memberTabSource, momentOf, orderOf } from "./tab-source";
import { personNameOrNull } from "../../db/person-name";

/** An entry whose administrator's account is gone (its admin_id was set null) still says so. */
export const DELETED_ADMIN = "Deleted admin";

const select = (db: Db) =>
  db
    .select({
      id: auditLog.id,
      memberId: auditLog.memberId,
      actionKey: auditLog.action,
      page: auditLog.page,
      details: auditLog.details,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      admin: personNameOrNull(adminUsers),
      adminId: auditLog.adminId,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.adminId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

// The snapshots stay here: the tab shows their difference, not the rows.
const shown = ({ before, after, details, createdAt, admin, adminId, ...row }: Selected) => ({
  ...row,
  adminId,
  action: actionLabel(row.actionKey, details),
  admin: adminId === null ? DELETED_ADMIN : admin,
  change: changeText(row.actionKey, before, after, details),
  createdAt: momentOf(createdAt),
});

const where = (query: ListQuery) => eq(auditLog.memberId, query.memberId as number);

export const memberHistoryHooks: ResourceHooks = {
  source: memberTabSource({
    memberFilters: ["memberId"],
    async rows(db, query, { limit, offset }) {
      const rows = await select(db)
        .where(where(query))
        .orderBy(...orderOf(query, { createdAt: auditLog.createdAt }, auditLog.id))
        .limit(limit)
        .offset(offset);
      return rows.map(shown);
    },
    async count(db, query) {
      const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where(query));
      return total;
    },
    async one(db, id) {
      // Only an entry filed under a member is a row of this list.
      const [row] = await select(db).where(sql`${auditLog.id} = ${id} and ${auditLog.memberId} is not null`);
      return row && shown(row);
    },
  }),
};
