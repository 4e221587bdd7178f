import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug } from "@/lib/pages";
import { SIGN_IN_PAGE } from "@/lib/resources/audit-log";
import { secondFactor } from "@/lib/two-factor-codes";
import type { AppConfig } from "../app";
import { audit, auditWithin } from "../audit";
import { isTwoFactorOn, spendSecondFactor } from "../auth/second-factor";
import { signedInRecord, startSignIn } from "../auth/sign-in";
import { takeAttempt, type Throttle } from "../auth/throttle";
import { verifyChallenge } from "../auth/two-factor";
import type { Db } from "../db/client";
import { adminUsers } from "../db/schema";
import { HttpError, ok } from "../http/envelope";
import { validate } from "../http/validate";
import { inTransaction } from "../db/transaction";

const body = z.strictObject(
  {
    challenge: z.string({ error: MESSAGES.twoFactorChallengeExpired }).min(1, MESSAGES.twoFactorChallengeExpired).max(2048, MESSAGES.twoFactorChallengeExpired),
    code: secondFactor,
    fcmToken: z.string().max(4096).optional(),
  },
  { error: MESSAGES.twoFactorSignInCodeShape },
);

interface Options {
  db: Db;
  config: AppConfig;
  /** Wrong codes per administrator (shared with turning it off) and per client address. */
  codeThrottle: { account: Throttle; address: Throttle };
}

/**
 * The second step of a sign-in with two-factor on (docs/two-factor.md): the challenge a right password
 * earned, and a code. A right code starts the session exactly as a password alone does without it.
 */
export async function twoFactorSignInRoutes(app: FastifyInstance, { db, config, codeThrottle }: Options) {
  // An expired, forged or outdated challenge names the field: the console starts the sign-in over.
  const challengeOver = () => new HttpError(401, MESSAGES.twoFactorChallengeExpired, { challenge: MESSAGES.twoFactorChallengeExpired });

  app.post("/api/admin/users/login/twoFactor", { config: { access: "public" } }, async (request, reply) => {
    const input = validate(body, request.body);
    const claims = verifyChallenge(app.jwt, config.jwtSecret, input.challenge);
    if (!claims) throw challengeOver();
    const accountKey = String(claims.adminId);
    // Counted before the code is looked at: after five wrong codes even the right one is refused.
    await takeAttempt([
      [codeThrottle.account, accountKey],
      [codeThrottle.address, request.ip],
    ]);

    const [admin] = await db.select().from(adminUsers).where(and(eq(adminUsers.id, claims.adminId), isNull(adminUsers.deletedAt)));
    // A new password or a two-factor reset since the challenge was issued ends it.
    if (!admin || admin.passwordChangedAt.getTime() !== claims.passwordChangedAt || !isTwoFactorOn(admin)) throw challengeOver();
    if (!admin.isActive) throw new HttpError(403, MESSAGES.accountInactive);

    const session = await inTransaction(db, async (tx) => {
      const spent = await spendSecondFactor(tx, config.twoFactorKeys, admin, input.code);
      if (!spent) return undefined;
      if (spent === "recovery") {
        await auditWithin(tx, request, { action: "account.two_factor_recovery_code_used", adminId: admin.id, page: pageBySlug("profile")?.title, target: `admin:${admin.id}` });
      }
      return startSignIn(tx, request, admin, { refreshTokenTtlMs: config.refreshTokenTtlMs, fcmToken: input.fcmToken, secondFactor: spent });
    });
    if (!session) {
      await audit(db, request, { action: "login.two_factor_failed", adminId: admin.id, page: SIGN_IN_PAGE, target: `admin:${admin.id}` });
      throw new HttpError(401, MESSAGES.twoFactorCodeWrong);
    }
    await Promise.all([codeThrottle.account.reset(accountKey), codeThrottle.address.refund(request.ip)]);
    return ok(reply, [await signedInRecord(app, db, admin, session)], { message: MESSAGES.signedIn });
  });
}
