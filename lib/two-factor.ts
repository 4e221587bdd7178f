/**
 * Two-factor sign-in (docs/two-factor.md): the shapes of the codes and the words about them, shared by
 * the sign-in form, the profile page, the console's session route and the api, so all refuse alike.
 * Pure: no I/O, and no zod (the sign-in page loads it); the schemas are in two-factor-codes.ts.
 */

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator code: 6 digits, with any spaces people type between the groups. */
export const isTotpShape = (value: string) => /^\d{6}$/.test(value.replace(/\s+/g, ""));

const RECOVERY_ALPHABET = /^[A-Z2-7]{16}$/;

/** A recovery code in one canonical form: upper case, without the dashes and spaces it is shown with. */
export const normalizeRecoveryCode = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

/** How a recovery code is shown: four groups of four. */
export const formatRecoveryCode = (code: string) => normalizeRecoveryCode(code).match(/.{1,4}/g)!.join("-");

export const isRecoveryCodeShape = (value: string) => RECOVERY_ALPHABET.test(normalizeRecoveryCode(value));

export type SecondFactor = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

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
