import { MESSAGES } from "@/lib/messages";
import type { FastifyInstance } from "fastify";

import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { changeEmailSchema, changePasswordSchema, profileSchema } from "@/lib/account-schemas";
import { pageBySlug } from "@/lib/pages";
import { normalizeEmail } from "@/lib/validation";
import type { AppConfig } from "../app";
import { auditWithin } from "../audit";
import { refuseGuessablePassword } from "../auth/password-rule";
import { credentialsOf } from "../auth/credentials";
import { adminOf } from "../auth/guard";
import { endSignInsAndResetLinks } from "../resources/admin-users/access-changes";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeAllSessions, startSession } from "../auth/sessions";
import { sessionClaims } from "../auth/tokens";
import type { BackgroundTasks } from "../background";
import { takeAttempt, type Throttle } from "../auth/throttle";
import type { Mailer } from "../mail/mailer";
import { emailChangedMail } from "../mail/templates";
import type { Db } from "../db/client";
import { databaseErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { adminUsers, media } from "../db/schema";
import { acceptImageUploads, MAX_IMAGE_BYTES, pictureOf } from "../media/images";
import { HttpError, ok } from "../http/envelope";
import { validate } from "../http/validate";
import { inTransaction } from "../db/transaction";

const BASE = "/api/admin/users";
/**
 * The page an administrator changes its own account on: its entries are filed there, each in the
 * change's own transaction, with before and after where they say something (the name, the email,
 * the picture's id) and never a password's hash, a token or a two-factor secret.
 */
const PROFILE = pageBySlug("profile")?.title;

/** What every signed-in administrator may do to its own account, whatever its page permissions. */
interface Options {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Wrong old passwords per administrator: a borrowed session cannot guess its way to the password. */
  passwordThrottle: Throttle;
}

export async function ownAccountRoutes(app: FastifyInstance, { db, config, mailer, background, passwordThrottle }: Options) {
  app.post(`${BASE}/changeEmail`, async (request, reply) => {
    const { row, sessionId } = adminOf(request);
    const body = validate(changeEmailSchema, request.body);
    if (normalizeEmail(body.oldEmail) !== normalizeEmail(row.email)) throw new HttpError(400, MESSAGES.oldEmailMismatch);
    const newEmail = normalizeEmail(body.newEmail);
    if (newEmail === normalizeEmail(row.email)) throw new HttpError(400, MESSAGES.sameEmail);
    const [taken] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      // A deleted administrator's address is free (docs/admin-users.md, "Delete").
      .where(and(eq(sql`lower(${adminUsers.email})`, newEmail), ne(adminUsers.id, row.id), isNull(adminUsers.deletedAt)));
    if (taken) throw new HttpError(409, MESSAGES.emailTaken);
    // The check above cannot see an address another transaction is taking right now; the unique index can.
    const updated = await inTransaction(db, async (tx) => {
      const [changed] = await tx.update(adminUsers).set({ email: newEmail, updatedAt: new Date() }).where(eq(adminUsers.id, row.id)).returning();
      await endSignInsAndResetLinks(tx, row.id, sessionId);
      await auditWithin(tx, request, { action: "account.email_changed", page: PROFILE, target: `admin:${row.id}`, before: { email: row.email }, after: { email: changed.email } });
      return changed;
    }).catch((error: unknown) => {
      throw databaseErrorCode(error) === UNIQUE_VIOLATION ? new HttpError(409, MESSAGES.emailTaken) : error;
    });
    background.run(() => mailer.send(emailChangedMail(row.email, row.firstName, newEmail, new Date())));
    return ok(reply, [await credentialsOf(db, updated)], { message: MESSAGES.ownEmailChanged });
  });

  app.put(`${BASE}/profile`, async (request, reply) => {
    const { row } = adminOf(request);
    const body = validate(profileSchema, request.body);
    const updated = await inTransaction(db, async (tx) => {
      const [changed] = await tx.update(adminUsers).set({ ...body, updatedAt: new Date() }).where(eq(adminUsers.id, row.id)).returning();
      await auditWithin(tx, request, {
        action: "account.profile_changed",
        page: PROFILE,
        target: `admin:${row.id}`,
        before: { firstName: row.firstName, lastName: row.lastName },
        after: { firstName: changed.firstName, lastName: changed.lastName },
      });
      return changed;
    });
    return ok(reply, [await credentialsOf(db, updated)], { message: MESSAGES.ownProfileSaved });
  });

  // The picture arrives as the raw bytes of the file; its type is read from the bytes themselves.
  acceptImageUploads(app);

  app.post(`${BASE}/profile/image`, { bodyLimit: 2 * MAX_IMAGE_BYTES }, async (request, reply) => {
    const { row } = adminOf(request);
    const { bytes, contentType } = await pictureOf(request.body);
    const owner = `admin:${row.id}`;
    const updated = await inTransaction(db, async (tx) => {
      await tx.delete(media).where(eq(media.owner, owner));
      const [file] = await tx.insert(media).values({ contentType, bytes, size: bytes.length, owner }).returning({ id: media.id });
      const [admin] = await tx.update(adminUsers).set({ image: file.id, updatedAt: new Date() }).where(eq(adminUsers.id, row.id)).returning();
      await auditWithin(tx, request, { action: "account.picture_changed", page: PROFILE, target: owner, before: { image: row.image }, after: { image: admin.image } });
      return admin;
    });
    return ok(reply, [await credentialsOf(db, updated)], { message: MESSAGES.ownPictureSaved });
  });

  app.post(`${BASE}/changePassword`, async (request, reply) => {
    const { row } = adminOf(request);
    const body = validate(changePasswordSchema, request.body);
    await takeAttempt([[passwordThrottle, String(row.id)]]);
    if (!(await verifyPassword(row.passwordHash, body.oldPassword))) throw new HttpError(400, MESSAGES.oldPasswordWrong);
    await passwordThrottle.reset(String(row.id));
    if (body.newPassword === body.oldPassword) throw new HttpError(400, MESSAGES.samePassword);
    refuseGuessablePassword(body.newPassword, "newPassword", [row.email, row.firstName, row.lastName]);
    const passwordHash = await hashPassword(body.newPassword);
    // Every sign-in ends, this one included; this device gets a fresh one in the answer.
    const { sessionId, refreshToken } = await inTransaction(db, async (tx) => {
      await tx.update(adminUsers).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(adminUsers.id, row.id));
      await revokeAllSessions(tx, row.id);
      await auditWithin(tx, request, { action: "account.password_changed", page: PROFILE, target: `admin:${row.id}` });
      return startSession(tx, row.id, { userAgent: request.headers["user-agent"], ip: request.ip }, config.refreshTokenTtlMs);
    });
    return ok(reply, [
      {
        ...(await credentialsOf(db, row)),
        SessionToken: app.jwt.sign(sessionClaims(row, sessionId)),
        RefreshToken: refreshToken,
      },
    ], { message: MESSAGES.ownPasswordChanged });
  });
}
