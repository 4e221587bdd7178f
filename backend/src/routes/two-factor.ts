import { MESSAGES } from "@/lib/messages";
import type { FastifyInstance } from "fastify";
import { and, count, eq, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { pageBySlug } from "@/lib/pages";
import { type TwoFactorSetup, type TwoFactorStatus } from "@/lib/two-factor";
import { secondFactor, totpCode } from "@/lib/two-factor-codes";
import type { AppConfig } from "../app";
import { auditWithin } from "../audit";
import type { AdminRow } from "../auth/credentials";
import { adminOf } from "../auth/guard";
import { isTwoFactorOn, spendSecondFactor } from "../auth/second-factor";
import { takeAttempt, type Throttle } from "../auth/throttle";
import { matchingStep, newRecoveryCodes, newTotpSecret, openSecret, otpauthUrl, qrCodeOf, recoveryCodeHash, sealSecret } from "../auth/two-factor";
import type { Db } from "../db/client";
import { adminRecoveryCodes, adminUsers } from "../db/schema";
import { HttpError, ok } from "../http/envelope";
import { NO_BODY, validate } from "../http/validate";
import { inTransaction } from "../db/transaction";

const BASE = "/api/admin/users/twoFactor";
/** The audit log's page for what an administrator does to its own two-factor sign-in. */
const PAGE = pageBySlug("profile")?.title;

const enableBody = z.strictObject({ code: totpCode }, { error: MESSAGES.twoFactorCodeRequired });
const disableBody = z.strictObject({ code: secondFactor }, { error: MESSAGES.twoFactorSignInCodeShape });

interface Options {
  db: Db;
  config: AppConfig;
  /** Wrong codes per administrator, shared with the sign-in's code step: five, whichever door they knock on. */
  codeThrottle: Throttle;
}

/**
 * The signed-in administrator's own two-factor sign-in (docs/two-factor.md): its state, a new secret to
 * set up, turning it on with a first code, turning it off with a code. The secret leaves the api only
 * in the answer to setup; the recovery codes only in the answer to enable.
 */
export async function twoFactorRoutes(app: FastifyInstance, { db, config, codeThrottle }: Options) {
  const target = (admin: AdminRow) => `admin:${admin.id}`;

  app.get(BASE, async (request, reply) => {
    const { row } = adminOf(request);
    const enabled = isTwoFactorOn(row);
    const [left] = enabled
      ? await db
          .select({ n: count() })
          .from(adminRecoveryCodes)
          .where(and(eq(adminRecoveryCodes.adminId, row.id), isNull(adminRecoveryCodes.usedAt)))
      : [{ n: 0 }];
    const status: TwoFactorStatus = { enabled, enabledAt: enabled ? row.twoFactorEnabledAt!.toISOString() : null, recoveryCodesLeft: Number(left.n) };
    return ok(reply, [status]);
  });

  app.post(`${BASE}/setup`, async (request, reply) => {
    NO_BODY(request.body);
    const { row } = adminOf(request);
    if (isTwoFactorOn(row)) throw new HttpError(409, MESSAGES.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    // A new setup replaces one left unfinished; it never replaces a secret that is on (checked again
    // here, against a request turning it on at this moment).
    const [pending] = await db
      .update(adminUsers)
      .set({ twoFactorSecret: sealSecret(config.twoFactorKeys, row.id, secret), twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: new Date() })
      .where(and(eq(adminUsers.id, row.id), or(isNull(adminUsers.twoFactorSecret), isNull(adminUsers.twoFactorEnabledAt))))
      .returning({ id: adminUsers.id });
    if (!pending) throw new HttpError(409, MESSAGES.twoFactorAlreadyOn);
    const setup: TwoFactorSetup = { secret, qrCode: await qrCodeOf(otpauthUrl(secret, row.email)) };
    reply.header("cache-control", "no-store");
    return ok(reply, [setup], { message: MESSAGES.twoFactorScan });
  });

  app.post(`${BASE}/enable`, async (request, reply) => {
    const { row } = adminOf(request);
    const body = validate(enableBody, request.body);
    if (isTwoFactorOn(row)) throw new HttpError(409, MESSAGES.twoFactorAlreadyOn);
    if (!row.twoFactorSecret) throw new HttpError(409, MESSAGES.twoFactorNoSetup);
    const step = matchingStep(openSecret(config.twoFactorKeys, row.id, row.twoFactorSecret).plaintext, body.code);
    if (step === null) throw new HttpError(400, MESSAGES.twoFactorCodeWrong, { code: MESSAGES.twoFactorCodeWrong });
    const codes = newRecoveryCodes();
    const enabled = await inTransaction(db, async (tx) => {
      // Only the secret this code was checked against: a setup started meanwhile in another tab wins.
      const [on] = await tx
        .update(adminUsers)
        .set({ twoFactorEnabledAt: new Date(), twoFactorLastStep: step, updatedAt: new Date() })
        .where(and(eq(adminUsers.id, row.id), eq(adminUsers.twoFactorSecret, row.twoFactorSecret!), isNull(adminUsers.twoFactorEnabledAt)))
        .returning({ id: adminUsers.id });
      if (!on) return false;
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, row.id));
      await tx.insert(adminRecoveryCodes).values(codes.map((code) => ({ adminId: row.id, codeHash: recoveryCodeHash(code) })));
      await auditWithin(tx, request, { action: "account.two_factor_enabled", page: PAGE, target: target(row) });
      return true;
    });
    if (!enabled) throw new HttpError(409, MESSAGES.twoFactorNoSetup);
    reply.header("cache-control", "no-store");
    return ok(reply, [{ recoveryCodes: codes }], { message: MESSAGES.twoFactorTurnedOn });
  });

  app.post(`${BASE}/disable`, async (request, reply) => {
    const { row } = adminOf(request);
    const body = validate(disableBody, request.body);
    if (!isTwoFactorOn(row)) throw new HttpError(409, MESSAGES.twoFactorNotOn);
    // Counted before the check: a borrowed session cannot guess its way to turning it off.
    await takeAttempt([[codeThrottle, String(row.id)]]);
    const off = await inTransaction(db, async (tx) => {
      const spent = await spendSecondFactor(tx, config.twoFactorKeys, row, body.code);
      if (!spent) return false;
      await tx
        .update(adminUsers)
        .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: new Date() })
        .where(eq(adminUsers.id, row.id));
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, row.id));
      if (spent === "recovery") await auditWithin(tx, request, { action: "account.two_factor_recovery_code_used", page: PAGE, target: target(row) });
      await auditWithin(tx, request, { action: "account.two_factor_disabled", page: PAGE, target: target(row), details: { secondFactor: spent } });
      return true;
    });
    // 400, not 401: the session is fine, the code is not (a 401 would sign the console out).
    if (!off) throw new HttpError(400, MESSAGES.twoFactorCodeWrong, { code: MESSAGES.twoFactorCodeWrong });
    await codeThrottle.reset(String(row.id));
    const status: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    return ok(reply, [status], { message: MESSAGES.twoFactorTurnedOff });
  });
}
