/**
 * The rows of Admin Users: administrators not deleted, with what the list shows of them. Never their
 * password hash or two-factor secret: only whether two-factor sign-in is on leaves this query, so the
 * list, the CSV, the answers and the audit entries (which are these rows) cannot carry them.
 */
import { and, asc, count, desc, eq, getTableName, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { RIGHT_LETTERS, type Grant } from "../../../../lib/access";
import { ROLE, ROLE_NAMES } from "../../../../lib/credentials";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { roleIdOf } from "../../../../lib/resources/admin-users/admin-user";
import type { Db } from "../../db/client";
import { adminPagePermissions, adminUsers, pages } from "../../db/schema";
import type { ListSource, Row } from "../../engine/hooks";
import { containing } from "../../db/like-pattern";
import { personName } from "../../db/person-name";

const fullName = personName(adminUsers);

/**
 * The rights the row holds, as a signed-in administrator's credentials list them (lib/credentials.ts):
 * the rules of lib/access.ts compare them with the viewer's, on the api and in the console alike.
 */
// Named with its table: a select from one table names its columns bare, and pages has an id too.
const ownId = sql`${sql.identifier(getTableName(adminUsers))}.${sql.identifier(adminUsers.id.name)}`;
const pagePermissions = sql<Grant["pagePermissions"]>`coalesce((
  select json_agg(json_strip_nulls(json_build_object('title', ${pages.title}, 'can', nullif(concat(
    case when ${adminPagePermissions.canAdd} then ${RIGHT_LETTERS.add}::text end,
    case when ${adminPagePermissions.canEdit} then ${RIGHT_LETTERS.edit}::text end,
    case when ${adminPagePermissions.canDelete} then ${RIGHT_LETTERS.delete}::text end), ''))) order by ${pages.id})
  from ${adminPagePermissions} inner join ${pages} on ${pages.id} = ${adminPagePermissions.pageId}
  where ${adminPagePermissions.adminId} = ${ownId}), '[]'::json)`;

const columns = {
  id: adminUsers.id,
  image: adminUsers.image,
  name: fullName,
  firstName: adminUsers.firstName,
  middleName: adminUsers.middleName,
  lastName: adminUsers.lastName,
  email: adminUsers.email,
  contactNo: adminUsers.contactNo,
  gender: adminUsers.gender,
  roleId: adminUsers.roleId,
  role: sql<string>`case when ${adminUsers.roleId} = ${ROLE.admin} then ${ROLE_NAMES[ROLE.admin]}::text else ${ROLE_NAMES[ROLE.staff]}::text end`,
  receiveEmail: adminUsers.receiveEmail,
  receiveNotifications: adminUsers.receiveNotifications,
  isActive: adminUsers.isActive,
  isDemo: adminUsers.isDemo,
  lastLoginAt: adminUsers.lastLoginAt,
  twoFactorOn: sql<boolean>`${adminUsers.twoFactorEnabledAt} is not null`,
  pagePermissions,
};

function whereOf(query: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(adminUsers.deletedAt)];
  if (query.search) {
    const pattern = containing(query.search);
    parts.push(or(ilike(fullName, pattern), ilike(adminUsers.email, pattern)));
  }
  if (query.status) parts.push(eq(adminUsers.isActive, query.status === "active"));
  if (typeof query.role === "string") parts.push(eq(adminUsers.roleId, roleIdOf(query.role)));
  return and(...parts);
}

/** The sort keys of each sortable column, then the id: the same order on every page. */
const SORTS: Record<string, (AnyPgColumn | SQL)[]> = {
  name: [sql`lower(${adminUsers.firstName})`, sql`lower(coalesce(${adminUsers.middleName}, ''))`, sql`lower(${adminUsers.lastName})`],
  email: [sql`lower(${adminUsers.email})`],
  role: [adminUsers.roleId],
  // Never signed in sorts as the longest ago.
  lastSignIn: [sql`coalesce(${adminUsers.lastLoginAt}, '-infinity'::timestamptz)`],
  id: [],
};

function orderOf(query: Pick<ListQuery, "sort" | "order">) {
  const direction = query.order === "desc" ? desc : asc;
  return [...(SORTS[query.sort] ?? []), adminUsers.id].map((key) => direction(key));
}

async function page(db: Db, query: ListQuery, limit: number, offset: number): Promise<Row[]> {
  return db.select(columns).from(adminUsers).where(whereOf(query)).orderBy(...orderOf(query)).limit(limit).offset(offset);
}

const EXPORT_BATCH = 500;

/** Administrators are a few dozen: a plain indexed query, paged by offset. */
export const adminUserSource: ListSource = {
  async list(db, query) {
    const [rows, [{ total }]] = await Promise.all([
      page(db, query, query.pageSize, (query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(adminUsers).where(whereOf(query)),
    ]);
    return { rows, total };
  },
  async one(db, id) {
    const [row] = await db.select(columns).from(adminUsers).where(and(eq(adminUsers.id, id), isNull(adminUsers.deletedAt)));
    return row;
  },
  async *stream(db, query) {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await page(db, query, EXPORT_BATCH, offset);
      if (rows.length) yield rows;
      if (rows.length < EXPORT_BATCH) return;
    }
  },
};
