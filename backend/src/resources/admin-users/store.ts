/**
 * How Admin Users writes administrators (docs/admin-users.md): inside the engine's transaction, after
 * the declaration's rules and the row's locks (lib/resources/admin-users/rules.ts) were checked. What
 * is left here needs the database: a free address, the last full administrator, and the effects that
 * make a change count at once (access version, sign-ins ended).
 */
import { MESSAGES } from "../../../../lib/messages";
import type { FastifyRequest } from "fastify";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { mayChangeEmailOf } from "../../../../lib/access";
import { ROLE } from "../../../../lib/credentials";
import { roleIdOf } from "../../../../lib/resources/admin-users/admin-user";

import { normalizeEmail } from "../../../../lib/validation";
import { adminOf } from "../../auth/guard";
import { hashPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import { databaseErrorCode, UNIQUE_VIOLATION } from "../../db/errors";
import { adminPagePermissions, adminRecoveryCodes, adminUsers, media } from "../../db/schema";
import type { Input, RowStore, WriteContext } from "../../engine/hooks";
import { HttpError } from "../../http/envelope";
import { emailChangedMail } from "../../mail/templates";
import { bumpAccess, endSignIns, endSignInsAndResetLinks, keepAFullAdministrator } from "./access-changes";

const emailTaken = () => new HttpError(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken });

/** Addresses are compared whatever their case, among administrators not deleted (a deleted one's is free). */
async function refuseTakenEmail(tx: Db, email: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(sql`lower(${adminUsers.email})`, email), isNull(adminUsers.deletedAt), exceptId === undefined ? undefined : ne(adminUsers.id, exceptId)));
  if (taken) throw emailTaken();
}

/** The unique index sees an address another transaction is taking right now; the check above cannot. */
const translateTaken = (error: unknown): never => {
  throw databaseErrorCode(error) === UNIQUE_VIOLATION ? emailTaken() : error;
};

/** The profile a form sets, as stored: a cleared optional input is stored as nothing. */
const profileOf = (input: Input) => ({
  firstName: input.firstName as string,
  middleName: (input.middleName as string | undefined) || null,
  lastName: input.lastName as string,
  email: normalizeEmail(input.email as string),
  contactNo: (input.contactNo as string | undefined) || null,
  gender: input.gender as string,
  receiveEmail: input.receiveEmail as boolean,
  receiveNotifications: input.receiveNotifications as boolean,
});

/** Ends what the old address held, and tells the old address when, and by whom. */
async function addressMoved(
  db: Db,
  request: FastifyRequest,
  admin: { id: number; name: string; oldEmail: string; newEmail: string },
  own: boolean,
  afterCommit: WriteContext["afterCommit"],
) {
  const actor = adminOf(request);
  await endSignInsAndResetLinks(db, admin.id, own ? actor.sessionId : undefined);
  const changedAt = new Date();
  const by = own ? undefined : `${actor.row.firstName} ${actor.row.lastName} (${actor.row.email})`;
  afterCommit(() => request.server.mailer.send(emailChangedMail(admin.oldEmail, admin.name, admin.newEmail, changedAt, by)));
}

export const adminUserStore: RowStore = {
  async create({ db }, input) {
    const profile = profileOf(input);
    await refuseTakenEmail(db, profile.email);
    const passwordHash = await hashPassword(input.password as string);
    // New administrators are staff with no page: a full administrator gives them rights next.
    const [created] = await db
      .insert(adminUsers)
      .values({ ...profile, image: (input.image as string | undefined) ?? null, passwordHash, roleId: ROLE.staff })
      .returning({ id: adminUsers.id })
      .catch(translateTaken);
    return created.id;
  },

  async update({ db, request, viewer, afterCommit }, id, input, before) {
    const profile = profileOf(input);
    const oldEmail = String(before.email).toLowerCase();
    const emailChanges = profile.email !== oldEmail;
    if (emailChanges) {
      // The engine refused it already by the row's lock; a store that writes the address says so itself.
      if (!mayChangeEmailOf(viewer, { id })) throw new HttpError(403, MESSAGES.otherEmailFullAdminOnly, { email: MESSAGES.otherEmailFullAdminOnly });
      await refuseTakenEmail(db, profile.email, id);
    }
    const roleId = input.role === undefined ? (before.roleId as number) : roleIdOf(input.role as string);
    const roleChanges = roleId !== before.roleId;
    if (roleChanges) {
      if (id === viewer.id) throw new HttpError(409, MESSAGES.ownRole, { role: MESSAGES.ownRole });
      if (before.roleId === ROLE.admin) await keepAFullAdministrator(db, { id, name: String(before.name) }, "made staff");
      // A full administrator holds every page; rights kept from before would come back on a demotion.
      else await db.delete(adminPagePermissions).where(eq(adminPagePermissions.adminId, id));
    }
    const image = "image" in input ? ((input.image as string | undefined) ?? null) : (before.image as string | null);
    await db
      .update(adminUsers)
      .set({ ...profile, image, roleId, updatedAt: new Date() })
      .where(eq(adminUsers.id, id))
      .catch(translateTaken);
    // A replaced picture is not kept (whether it was uploaded here or on the administrator's own profile).
    if (before.image && before.image !== image) await db.delete(media).where(eq(media.id, before.image as string));
    if (roleChanges) await bumpAccess(db, id);
    if (emailChanges) await addressMoved(db, request, { id, name: String(before.firstName), oldEmail, newEmail: profile.email }, viewer.id === id, afterCommit);
  },

  async setActive({ db }, id, isActive, before) {
    if (!isActive && before.isActive && before.roleId === ROLE.admin) await keepAFullAdministrator(db, { id, name: String(before.name) }, "switched off");
    await db.update(adminUsers).set({ isActive, updatedAt: new Date() }).where(eq(adminUsers.id, id));
    if (isActive) await bumpAccess(db, id);
    else await endSignIns(db, id);
  },

  /**
   * Soft: the row stays, so the audit log keeps naming who did what, but it is no longer listed, cannot
   * sign in, holds no rights, recovery codes or two-factor secret, and its address is free again.
   */
  async remove({ db }, id, before) {
    if (before.isActive && before.roleId === ROLE.admin) await keepAFullAdministrator(db, { id, name: String(before.name) }, "deleted");
    await db
      .update(adminUsers)
      .set({ deletedAt: new Date(), isActive: false, twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: new Date() })
      .where(eq(adminUsers.id, id));
    await db.delete(adminPagePermissions).where(eq(adminPagePermissions.adminId, id));
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
    // A reset link already mailed to them no longer works.
    await endSignInsAndResetLinks(db, id);
  },
};
