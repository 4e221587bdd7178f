import { readConsoleFlags } from "../settings/console-flags";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { SIGN_IN_PAGE } from "@/lib/resources/audit-log";
import { normalizeEmail } from "@/lib/validation";
import type { AppConfig } from "../app";
import { audit } from "../audit";
import { credentialsOf } from "../auth/credentials";
import { adminOf } from "../auth/guard";
import { isTwoFactorOn } from "../auth/second-factor";
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken } from "../auth/sessions";
import { signedInRecord, startSignIn } from "../auth/sign-in";
import { verifyPassword } from "../auth/passwords";
import type { Limits } from "../auth/limits";
import { takeAttempt } from "../auth/throttle";
import { signChallenge } from "../auth/two-factor";
import type { SessionClaims } from "../auth/tokens";
import type { Db } from "../db/client";
import { adminUsers } from "../db/schema";
import { HttpError, ok } from "../http/envelope";
import { validate } from "../http/validate";
import { inTransaction } from "../db/transaction";

// A missing field, or no JSON object at all, gets the same words as an empty one, not zod's English.
const loginBody = z.strictObject(
  {
    email: z.string({ error: MESSAGES.signInRequired }).trim().min(1, MESSAGES.signInRequired).max(254, MESSAGES.signInFailed),
    password: z.string({ error: MESSAGES.signInRequired }).min(1, MESSAGES.signInRequired).max(256, MESSAGES.signInFailed),
    fcmToken: z.string().max(4096).optional(),
  },
  { error: MESSAGES.signInRequired },
);

interface Options {
  db: Db;
  config: AppConfig;
  limits: Pick<Limits, "signIn" | "slowDown">;
}

const BASE = "/api/admin/users";

/** A refresh token may come in the body; nothing else may (an unknown field is refused, not dropped). */
const tokenBody = z.strictObject({ refreshToken: z.unknown().optional() });

const refreshTokenOf = (request: FastifyRequest) => {
  const header = request.headers["refresh-token"];
  const fromBody = validate(tokenBody, request.body ?? {}).refreshToken;
  const token = typeof header === "string" ? header : typeof fromBody === "string" ? fromBody : undefined;
  return token && token.length <= 128 ? token : undefined;
};

export async function accountRoutes(app: FastifyInstance, { db, config, limits }: Options) {
  const findByEmail = async (email: string) =>
    (await db.select().from(adminUsers).where(and(eq(sql`lower(${adminUsers.email})`, normalizeEmail(email)), isNull(adminUsers.deletedAt))))[0];

  app.post(`${BASE}/login`, { config: { access: "public" } }, async (request, reply) => {
    const body = validate(loginBody, request.body);
    const accountKey = normalizeEmail(body.email);
    const clientKey = request.ip;
    const pairKey = `${accountKey} ${clientKey}`;
    // Refused per account at one address and per address, never per account alone: failures from
    // elsewhere only slow the account down, so they cannot keep its administrator out (docs/rate-limits.md).
    const [, , account] = await takeAttempt([
      [limits.signIn.accountAddress, pairKey],
      [limits.signIn.address, clientKey],
      [limits.signIn.account, accountKey],
    ]);
    await limits.slowDown(account.count - 1);

    const admin = await findByEmail(body.email);
    // Unknown address and wrong password take the same time and give the same answer.
    if (!(await verifyPassword(admin?.passwordHash, body.password))) {
      await audit(db, request, { action: "login.failed", adminId: admin?.id, page: SIGN_IN_PAGE, target: admin ? `admin:${admin.id}` : undefined, details: { email: accountKey } });
      throw new HttpError(401, MESSAGES.signInFailed);
    }
    if (!admin.isActive) throw new HttpError(403, MESSAGES.accountInactive);

    await Promise.all([limits.signIn.accountAddress.reset(pairKey), limits.signIn.address.refund(clientKey), limits.signIn.account.refund(accountKey)]);
    // The right password alone opens no session when two-factor sign-in is on: it earns a challenge,
    // worth one session once a code goes with it (routes/two-factor-sign-in.ts).
    if (isTwoFactorOn(admin)) {
      const challenge = signChallenge(app.jwt, config.jwtSecret, admin);
      return ok(reply, [{ twoFactorRequired: true, challenge }], { message: MESSAGES.twoFactorCodeRequiredToSignIn });
    }
    const session = await inTransaction(db, (tx) => startSignIn(tx, request, admin, { refreshTokenTtlMs: config.refreshTokenTtlMs, fcmToken: body.fcmToken }));
    return ok(reply, [await signedInRecord(app, db, admin, session)], { message: MESSAGES.signedIn });
  });

  app.post(`${BASE}/refreshToken`, { config: { access: "public" } }, async (request, reply) => {
    const token = refreshTokenOf(request);
    if (!token) throw new HttpError(401, MESSAGES.sessionExpired);
    const rotated = await rotateRefreshToken(db, token, config.refreshTokenTtlMs);
    if (!rotated.ok) {
      if (rotated.reason === "reused") request.log.warn("a spent refresh token was presented again; its sign-in is revoked");
      throw new HttpError(401, MESSAGES.sessionExpired);
    }
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, rotated.adminId));
    if (!admin?.isActive || admin.deletedAt) {
      await revokeSession(db, rotated.sessionId);
      throw new HttpError(401, MESSAGES.sessionExpired);
    }
    return ok(reply, [await signedInRecord(app, db, admin, { sessionId: rotated.sessionId, refreshToken: rotated.refreshToken })]);
  });

  // Signing out needs no valid SessionToken: a refresh token, or an expired session token, names the sign-in to end.
  app.post(`${BASE}/logout`, { config: { access: "public", demoAllowed: true } }, async (request, reply) => {
    const token = refreshTokenOf(request);
    const fromRefresh = token ? await sessionOfRefreshToken(db, token) : undefined;
    const claims = await request.jwtVerify<SessionClaims>({ ignoreExpiration: true }).catch(() => undefined);
    const sessionIds = new Set([fromRefresh, claims?.sid].filter((id): id is string => Boolean(id)));
    for (const id of sessionIds) await revokeSession(db, id);
    if (sessionIds.size) {
      const adminId = claims ? Number(claims.sub) : null;
      await audit(db, request, { action: "logout", adminId, page: SIGN_IN_PAGE, target: adminId ? `admin:${adminId}` : undefined });
    }
    return ok(reply, [], { message: MESSAGES.signedOut });
  });

  app.get(`${BASE}/me`, { config: { access: "signedIn" } }, async (request, reply) => {
    const admin = adminOf(request);
    // The console's shell follows the Setting's flags too: said here, every page has them at no extra call.
    return ok(reply, [{ ...(await credentialsOf(db, admin.row)), lastLoginAt: admin.row.lastLoginAt, consoleFlags: await readConsoleFlags(db) }]);
  });
}
