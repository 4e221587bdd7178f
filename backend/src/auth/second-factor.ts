import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { SecondFactor } from "@/lib/two-factor";
import type { SecretBoxKeys } from "../config/two-factor-key";
import type { Db } from "../db/client";
import { adminRecoveryCodes, adminUsers } from "../db/schema";
import type { AdminRow } from "./credentials";
import { matchingStep, openSecret, recoveryCodeHash, sealSecret } from "./two-factor";

/**
 * On only with both a secret and the moment it was confirmed: a secret still being set up is not on,
 * and an account whose secret a full administrator cleared is off whatever else is left.
 */
export const isTwoFactorOn = (admin: Pick<AdminRow, "twoFactorSecret" | "twoFactorEnabledAt">) =>
  Boolean(admin.twoFactorSecret && admin.twoFactorEnabledAt);

/**
 * Checks a second factor and spends it in the same statement, so two requests racing with one code
 * cannot both win: an authenticator code moves the last accepted step forward (a step at or before it
 * is refused), a recovery code is marked used. Resolves with what was spent, or undefined when the
 * code is wrong or already spent. Run it inside the transaction of what the code unlocks.
 */
export async function spendSecondFactor(db: Db, keys: SecretBoxKeys, admin: AdminRow, factor: SecondFactor): Promise<"totp" | "recovery" | undefined> {
  if (!admin.twoFactorSecret) return undefined;
  if (factor.kind === "recovery") {
    const spent = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(adminRecoveryCodes.adminId, admin.id), eq(adminRecoveryCodes.codeHash, recoveryCodeHash(factor.code)), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    return spent.length ? "recovery" : undefined;
  }
  const { plaintext, stale } = openSecret(keys, admin.id, admin.twoFactorSecret);
  const step = matchingStep(plaintext, factor.code);
  if (step === null) return undefined;
  const spent = await db
    .update(adminUsers)
    // A secret sealed with the previous key is sealed again with the current one while we hold it.
    .set({ twoFactorLastStep: step, ...(stale ? { twoFactorSecret: sealSecret(keys, admin.id, plaintext) } : {}) })
    .where(
      and(
        eq(adminUsers.id, admin.id),
        eq(adminUsers.twoFactorSecret, admin.twoFactorSecret),
        or(isNull(adminUsers.twoFactorLastStep), lt(adminUsers.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return spent.length ? "totp" : undefined;
}
