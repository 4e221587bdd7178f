import { createHmac } from "node:crypto";
import type { JWT } from "@fastify/jwt";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { z } from "zod";
import { PRODUCT_NAME } from "@/lib/product";
import { formatRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT, TOTP_DIGITS } from "@/lib/two-factor";
import { now } from "../clock";
import type { SecretBoxKeys } from "../config/two-factor-key";
import { open, seal } from "./secret-box";
import { hashToken } from "./tokens";

/**
 * The mechanics of two-factor sign-in (docs/two-factor.md): TOTP codes (RFC 6238: SHA-1, 6 digits,
 * 30 s, what every authenticator app reads from a QR code), recovery codes, and the short-lived
 * challenge that stands between a right password and a session.
 */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW_STEPS = 1;

const totpOf = (secret: string, label = "") =>
  new TOTP({ issuer: PRODUCT_NAME, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: TOTP_DIGITS, period: PERIOD_SECONDS });

/** 160 random bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code: issuer the product, label the email. */
export const otpauthUrl = (secret: string, email: string) => totpOf(secret, email).toString();

/** The QR code as a PNG data URL, made here so the browser loads no QR library. */
export const qrCodeOf = (url: string) => QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 1, width: 240 });

/**
 * The time step a code belongs to, within one step of now, or null. Real time, not the api's test
 * clock: the code comes from a phone that knows nothing of it. The caller refuses a step at or before
 * the last one accepted (a code works once).
 */
export function matchingStep(secret: string, code: string, atMs = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: atMs, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: atMs }) + delta;
}

/** The secret sealed for this administrator's row: it opens on no other row. */
const secretContext = (adminId: number) => `admin_users.two_factor_secret:${adminId}`;
export const sealSecret = (keys: SecretBoxKeys, adminId: number, secret: string) => seal(keys, secret, secretContext(adminId));
export const openSecret = (keys: SecretBoxKeys, adminId: number, sealed: string) => open(keys, sealed, secretContext(adminId));

/** Ten codes of 80 random bits each, shown as ABCD-EFGH-JKLM-NPQR. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(new Secret({ size: 10 }).base32));

/** What the database keeps of a recovery code. 80 random bits need no slow hash: a fast one cannot be walked back. */
export const recoveryCodeHash = (code: string) => hashToken(normalizeRecoveryCode(code));

// ── The sign-in challenge ──────────────────────────────────────────────────────────────────────────

const PURPOSE = "two-factor-sign-in";
/** Minutes a person has between a right password and the code. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * Signed with a key of its own, derived from JWT_SECRET: the guard's verification of SessionTokens
 * fails on it outright, and its `pur` claim would be refused there even if it did not
 * (backend/src/auth/tokens.ts sessionClaimsSchema).
 */
const challengeKey = (jwtSecret: string) => createHmac("sha256", jwtSecret).update("two-factor sign-in challenge").digest();

const challengeClaims = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  pur: z.literal(PURPOSE),
  /** When the password was last changed: a challenge from before a reset is worth nothing. */
  pwc: z.number().int(),
  exp: z.number(),
});

export interface ChallengeSubject {
  id: number;
  passwordChangedAt: Date;
}

/** The challenge handed out for a right password when two-factor sign-in is on. Expiry on the api's clock. */
export const signChallenge = (jwt: JWT, jwtSecret: string, admin: ChallengeSubject) =>
  jwt.sign(
    { sub: String(admin.id), pur: PURPOSE, pwc: admin.passwordChangedAt.getTime() },
    { key: challengeKey(jwtSecret), expiresIn: CHALLENGE_TTL_SECONDS, clockTimestamp: now().getTime() },
  );

/** Whose password the challenge followed, or undefined when it is forged, expired or of another kind. */
export function verifyChallenge(jwt: JWT, jwtSecret: string, token: string): { adminId: number; passwordChangedAt: number } | undefined {
  try {
    const claims = challengeClaims.parse(jwt.verify(token, { key: challengeKey(jwtSecret), clockTimestamp: now().getTime() }));
    return { adminId: Number(claims.sub), passwordChangedAt: claims.pwc };
  } catch {
    return undefined;
  }
}
