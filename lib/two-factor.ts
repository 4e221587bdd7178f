/**
 * Two-factor sign-in (docs/two-factor.md): the shapes of the codes and the words about them, shared by
 * the sign-in form, the profile page, the console's session route and the api, so all refuse alike.
 * Pure: no I/O.
 */
import { z } from "zod";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeShape: "The code is the 6 digits your authenticator app shows.",
  recoveryShape: "A recovery code is 16 letters and digits, as in ABCD-EFGH-JKLM-NPQR.",
  signInCodeShape: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  codeWrong: "The code is not correct.",
  challengeExpired: "Your sign-in took too long. Please sign in again.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  noSetup: "Start the setup again: no new secret is waiting for a code.",
  codeRequiredToSignIn: "Two-factor code required",
  turnedOn: "Two-factor sign-in is on.",
  turnedOff: "Two-factor sign-in is off.",
} as const;

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A code as an authenticator app shows it; spaces people type between the groups are dropped. */
export const totpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeShape));

const RECOVERY_ALPHABET = /^[A-Z2-7]{16}$/;

/** A recovery code in one canonical form: upper case, without the dashes and spaces it is shown with. */
export const normalizeRecoveryCode = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

/** How a recovery code is shown: four groups of four. */
export const formatRecoveryCode = (code: string) => normalizeRecoveryCode(code).match(/.{1,4}/g)!.join("-");

export const isRecoveryCodeShape = (value: string) => RECOVERY_ALPHABET.test(normalizeRecoveryCode(value));

export type SecondFactor = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

/**
 * What the person typed at a code prompt that takes either: 6 digits are an authenticator code, 16
 * base32 characters a recovery code (canonical form); anything else is refused before it is counted.
 */
export const secondFactor = z
  .string({ error: TWO_FACTOR_MESSAGES.signInCodeShape })
  .max(64, TWO_FACTOR_MESSAGES.signInCodeShape)
  .transform((value, context): SecondFactor => {
    const digits = value.replace(/\s+/g, "");
    if (/^\d{6}$/.test(digits)) return { kind: "totp", code: digits };
    if (isRecoveryCodeShape(value)) return { kind: "recovery", code: normalizeRecoveryCode(value) };
    context.addIssue({ code: "custom", message: TWO_FACTOR_MESSAGES.signInCodeShape });
    return z.NEVER;
  });

/** What `GET users/twoFactor` tells: on or off, never the secret. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** What `POST users/twoFactor/setup` hands over once: the secret, as text and as a QR code. */
export interface TwoFactorSetup {
  secret: string;
  qrCode: string;
}
