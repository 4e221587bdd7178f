/** The zod schemas of two-factor codes (docs/two-factor.md), for the forms that post codes and the api. */
import { MESSAGES } from "./messages";
import { z } from "zod";
import { isRecoveryCodeShape, isTotpShape, normalizeRecoveryCode, type SecondFactor } from "./two-factor";

/** A code as an authenticator app shows it; spaces people type between the groups are dropped. */
export const totpCode = z
  .string({ error: MESSAGES.twoFactorCodeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, MESSAGES.twoFactorCodeShape));

/**
 * What the person typed at a code prompt that takes either: 6 digits are an authenticator code, 16
 * base32 characters a recovery code (canonical form); anything else is refused before it is counted.
 */
export const secondFactor = z
  .string({ error: MESSAGES.twoFactorSignInCodeShape })
  .max(64, MESSAGES.twoFactorSignInCodeShape)
  .transform((value, context): SecondFactor => {
    if (isTotpShape(value)) return { kind: "totp", code: value.replace(/\s+/g, "") };
    if (isRecoveryCodeShape(value)) return { kind: "recovery", code: normalizeRecoveryCode(value) };
    context.addIssue({ code: "custom", message: MESSAGES.twoFactorSignInCodeShape });
    return z.NEVER;
  });
