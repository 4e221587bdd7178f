import type { FastifyInstance } from "fastify";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { idRule } from "@/lib/id-rules";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug } from "@/lib/pages";
import { isStrongEnoughPassword, isValidEmail, normalizeEmail } from "@/lib/validation";
import type { AppConfig } from "../app";
import { now } from "../clock";
import { auditWithin } from "../audit";
import type { BackgroundTasks } from "../background";
import { refuseGuessablePassword } from "../auth/password-rule";
import { hashPassword } from "../auth/passwords";
import { revokeAllSessions } from "../auth/sessions";
import { takeAttempt, type Throttle } from "../auth/throttle";
import { hashToken, newOpaqueToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { adminUsers, passwordResetTokens } from "../db/schema";
import { HttpError, ok } from "../http/envelope";
import { validate } from "../http/validate";
import type { Mailer } from "../mail/mailer";
import { passwordChangedMail, resetPasswordMail } from "../mail/templates";
import { inTransaction } from "../db/transaction";

const BASE = "/api/admin/users";

// No JSON object at all gets the same words as a missing field, not zod's English (as the login does).
const forgotBody = z.strictObject(
  {
    email: z.string({ error: MESSAGES.forgotEmailRequired }).trim().min(1, MESSAGES.forgotEmailRequired).max(254, MESSAGES.invalidEmail).refine(isValidEmail, MESSAGES.invalidEmail),
  },
  { error: MESSAGES.forgotEmailRequired },
);
const token = z.string({ error: MESSAGES.resetLinkInvalid }).regex(/^[\w-]{20,128}$/, MESSAGES.resetLinkInvalid);
const verifyBody = z.strictObject({ token }, { error: MESSAGES.resetLinkInvalid });
const resetBody = z.strictObject(
  {
    id: idRule(MESSAGES.resetLinkInvalid),
    token,
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(256, MESSAGES.passwordRule)
      .refine(isStrongEnoughPassword, MESSAGES.passwordRule),
  },
  { error: MESSAGES.resetLinkInvalid },
);

interface Options {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  background: BackgroundTasks;
  throttle: { emailAddress: Throttle; address: Throttle };
}

export async function passwordResetRoutes(app: FastifyInstance, { db, config, mailer, background, throttle }: Options) {
  const liveToken = (value: string) =>
    and(eq(passwordResetTokens.tokenHash, hashToken(value)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now()));

  /** Sends the link to an active administrator; does nothing for anyone else. Runs after the answer. */
  async function sendResetLink(email: string) {
    // A deleted administrator's address may belong to a new account now: only that one is found.
    const [admin] = await db.select().from(adminUsers).where(and(eq(sql`lower(${adminUsers.email})`, email), isNull(adminUsers.deletedAt)));
    // The public demo account keeps its password: nobody resets it, whoever reads its mail.
    if (!admin?.isActive || admin.isDemo) return;
    const value = newOpaqueToken();
    const expiresAt = new Date(now().getTime() + config.resetTokenTtlMs);
    await inTransaction(db, async (tx) => {
      // A new request spends every older link of the account.
      await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.adminId, admin.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({ tokenHash: hashToken(value), adminId: admin.id, expiresAt });
    });
    // The configured origin, never the request's Host header: a forged Host cannot redirect the link.
    const link = new URL(`/reset-password/${value}`, config.publicUrl).toString();
    await mailer.send(resetPasswordMail(admin.email, admin.firstName, link, expiresAt));
  }

  app.post(`${BASE}/forgotPassword`, async (request, reply) => {
    const { email } = validate(forgotBody, request.body);
    const address = normalizeEmail(email);
    await takeAttempt([
      [throttle.emailAddress, `${address} ${request.ip}`],
      [throttle.address, request.ip],
    ]);
    // Per client and account+client, as sign-in: the owner asking from their own address is never
    // held back by what others asked for (docs/rate-limits.md).
    // Known or not, the answer is the same and leaves at once; the lookup and the mail come after.
    background.run(() => sendResetLink(address));
    return ok(reply, [], { message: MESSAGES.resetMailQueued });
  });

  app.post(`${BASE}/verifyforgotPasswordLink`, async (request, reply) => {
    const body = validate(verifyBody, request.body);
    const [row] = await db.select({ userId: passwordResetTokens.adminId }).from(passwordResetTokens).where(liveToken(body.token));
    if (!row) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    return ok(reply, [{ userId: row.userId }]);
  });

  app.post(`${BASE}/resetPassword`, async (request, reply) => {
    const body = validate(resetBody, request.body);
    // The link is looked at before the (costly) hash: made-up links cost the api nothing.
    const [live] = await db
      .select({ isDemo: adminUsers.isDemo, email: adminUsers.email, firstName: adminUsers.firstName, lastName: adminUsers.lastName })
      .from(passwordResetTokens)
      .innerJoin(adminUsers, eq(adminUsers.id, passwordResetTokens.adminId))
      .where(and(liveToken(body.token), eq(passwordResetTokens.adminId, body.id)));
    if (!live) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    if (live.isDemo) throw new HttpError(403, MESSAGES.demoReadOnly);
    refuseGuessablePassword(body.password, "password", [live.email, live.firstName, live.lastName]);
    const passwordHash = await hashPassword(body.password);
    const admin = await inTransaction(db, async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(liveToken(body.token), eq(passwordResetTokens.adminId, body.id)))
        .returning({ adminId: passwordResetTokens.adminId });
      if (!spent) return undefined;
      const [updated] = await tx
        .update(adminUsers)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(adminUsers.id, spent.adminId))
        .returning();
      await revokeAllSessions(tx, spent.adminId);
      // The administrator's own account changed: filed under their Profile, never with the password's hash.
      await auditWithin(tx, request, { action: "account.password_reset", adminId: spent.adminId, page: pageBySlug("profile")?.title, target: `admin:${spent.adminId}` });
      return updated;
    });
    if (!admin) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    background.run(() => mailer.send(passwordChangedMail(admin.email, admin.firstName, new Date())));
    return ok(reply, [], { message: MESSAGES.passwordReset });
  });
}
