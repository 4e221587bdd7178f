/**
 * An administrator's rights per page (docs/admin-users.md, "Rights"): `GET` and `PUT
 * /api/admin/users/:id/permissions`. Reading needs Read on Admin Users and saving needs Edit, by the
 * path's rule (lib/access.ts); who may change whose rights, and which, is checked here.
 */
import { MESSAGES } from "../../../../lib/messages";
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { isFullAdmin } from "../../../../lib/access";
import { GRANTABLE_TITLES, pageOwning } from "../../../../lib/pages";
import { adminUser } from "../../../../lib/resources/admin-users/admin-user";
import { entriesOf, firstRightNotHeld, RIGHT_LABELS, tableOf, type PermissionEntry } from "../../../../lib/resources/admin-users/permissions";
import { permissionsBodySchema } from "../../../../lib/resources/admin-users/permissions-body";
import { adminUserLocks, PERMISSIONS_CHANGE } from "../../../../lib/resources/admin-users/rules";
import { auditWithin } from "../../audit";
import { permissionTitles } from "../../auth/credentials";
import { adminOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { adminPagePermissions, adminUsers, pages } from "../../db/schema";
import { pathId } from "../../engine/path-id";
import { HttpError, ok } from "../../http/envelope";
import { validate } from "../../http/validate";
import { bumpAccess } from "./access-changes";
import { inTransaction } from "../../db/transaction";

const BASE = `/api/admin/${adminUser.key}/:id/permissions`;
const PAGE = pageOwning(adminUser.key)?.title;

/** The administrator, not deleted, as the rules read them; locked for the rest of the transaction when asked. */
async function adminFor(db: Db, id: number, lock = false) {
  const query = db
    .select({ id: adminUsers.id, roleId: adminUsers.roleId, isDemo: adminUsers.isDemo })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), isNull(adminUsers.deletedAt)));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) throw new HttpError(404, MESSAGES.rowNotFound(adminUser.singular));
  return found;
}

/** What the administrator holds: a full administrator every right on every page, staff their rows. */
async function heldBy(db: Db, admin: { id: number; roleId: number }): Promise<PermissionEntry[]> {
  if (isFullAdmin(admin)) return GRANTABLE_TITLES.map((title) => ({ title, read: true, add: true, edit: true, delete: true }));
  const rows = await db
    .select({ title: pages.title, add: adminPagePermissions.canAdd, edit: adminPagePermissions.canEdit, delete: adminPagePermissions.canDelete })
    .from(adminPagePermissions)
    .innerJoin(pages, eq(pages.id, adminPagePermissions.pageId))
    .where(eq(adminPagePermissions.adminId, admin.id));
  // In the order of the dialog, grantable pages only (a page no longer granted is not shown).
  return entriesOf(tableOf(rows.filter((row) => (GRANTABLE_TITLES as readonly string[]).includes(row.title)) as PermissionEntry[])).map((entry) => ({ ...entry, read: true }));
}

export async function permissionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(BASE, async (request, reply) => {
    const id = pathId(request.params);
    return ok(reply, await heldBy(db, await adminFor(db, id)));
  });

  app.put(BASE, async (request, reply) => {
    const id = pathId(request.params);
    const { pagePermissions } = validate(permissionsBodySchema, request.body);
    const caller = adminOf(request);
    const after = await inTransaction(db, async (tx) => {
      const admin = await adminFor(tx, id, true);
      const viewer = { id: caller.row.id, roleId: caller.row.roleId, pagePermissions: caller.pagePermissions };
      const lock = adminUserLocks({ ...admin, pagePermissions: await permissionTitles(tx, id) }, viewer)[PERMISSIONS_CHANGE];
      if (lock) throw new HttpError(lock.status, lock.message);
      const before = await heldBy(tx, admin);
      const beyond = firstRightNotHeld({ roleId: caller.row.roleId, pagePermissions: caller.pagePermissions }, tableOf(before), tableOf(pagePermissions));
      if (beyond) throw new HttpError(403, MESSAGES.rightNotHeld(RIGHT_LABELS[beyond.right], beyond.title));

      await tx.delete(adminPagePermissions).where(eq(adminPagePermissions.adminId, id));
      if (pagePermissions.length) {
        const pageIds = await tx.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.title, pagePermissions.map((entry) => entry.title)));
        const pageOf = new Map(pageIds.map((row) => [row.title, row.id]));
        await tx.insert(adminPagePermissions).values(
          pagePermissions.map((entry) => ({ adminId: id, pageId: pageOf.get(entry.title)!, canAdd: entry.add, canEdit: entry.edit, canDelete: entry.delete })),
        );
      }
      // Their next call is refused as stale, and the console brings the new rights into their sign-in.
      await bumpAccess(tx, id);
      const saved = await heldBy(tx, admin);
      await auditWithin(tx, request, { action: `${adminUser.key}.permissions`, target: `${adminUser.key}:${id}`, page: PAGE, before: { pagePermissions: before }, after: { pagePermissions: saved } });
      return saved;
    });
    return ok(reply, after, { message: MESSAGES.rightsSaved });
  });
}
