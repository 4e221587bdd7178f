/**
 * Two-factor helpers for the api suites: codes as an authenticator app computes them (otpauth with the
 * standard parameters, not the api's own module), and an administrator with two-factor sign-in on.
 */
import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../src/db/client";
import { adminUsers } from "../src/db/schema";
import { hashPassword } from "../src/auth/passwords";
import { bearer, signIn, type SignedInRecord } from "./app";

export const TWO_FACTOR = "/api/admin/users/twoFactor";
export const LOGIN_TWO_FACTOR = "/api/admin/users/login/twoFactor";

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

/** The code an authenticator shows `steps` periods of 30 s from now (0: now, 1: the next one). */
export const codeAt = (secret: string, steps = 0) => totp(secret).generate({ timestamp: Date.now() + steps * 30_000 });

/** The code of one time step (the step number the api keeps as two_factor_last_step). */
export const codeOfStep = (secret: string, step: number) => totp(secret).generate({ timestamp: step * 30_000 });

/** Six digits that are no code of the window around now, for failures on purpose. */
export function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String((Number(codeAt(secret)) + 1 + n * 7919) % 1_000_000).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

let admins = 0;
export const PASSWORD = "Second@12345";

/** A full administrator of its own, so a test that changes its two-factor state affects no other. */
export async function createAdmin(db: Db, values: Partial<typeof adminUsers.$inferInsert> = {}) {
  admins += 1;
  const email = `two-factor-${admins}-${process.pid}@example.com`;
  const [row] = await db
    .insert(adminUsers)
    .values({ firstName: "Second", lastName: "Factor", email, passwordHash: await hashPassword(PASSWORD), roleId: 1, ...values })
    .returning();
  return { ...row, password: PASSWORD };
}

export interface TwoFactorAdmin {
  id: number;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The sign-in that turned it on (a session started before stays valid). */
  record: SignedInRecord;
}

/** Signs a new administrator in and turns two-factor on through the api, as the profile page does. */
export async function adminWithTwoFactor(app: FastifyInstance, db: Db): Promise<TwoFactorAdmin> {
  const admin = await createAdmin(db);
  const record = await signIn(app, admin);
  const setup = await app.inject({ method: "POST", url: `${TWO_FACTOR}/setup`, headers: bearer(record.SessionToken), payload: {} });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json().recordList[0] as { secret: string };
  const enable = await app.inject({ method: "POST", url: `${TWO_FACTOR}/enable`, headers: bearer(record.SessionToken), payload: { code: codeAt(secret) } });
  if (enable.statusCode !== 200) throw new Error(`enable answered ${enable.statusCode}: ${enable.body}`);
  const { recoveryCodes } = enable.json().recordList[0] as { recoveryCodes: string[] };
  return { id: admin.id, email: admin.email, password: admin.password, secret, recoveryCodes, record };
}
