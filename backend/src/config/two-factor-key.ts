import { z } from "zod";
import { estimateKeyBits, MIN_SECRET_BITS } from "@/lib/config/entropy";

/**
 * The keys that encrypt the administrators' TOTP secrets at rest (backend/src/auth/secret-box.ts):
 * the current one, which seals, under its version number, and the one before it during a rotation,
 * which still opens what it sealed.
 */
export interface SecretBoxKeys {
  version: number;
  current: Buffer;
  previous?: Buffer;
}

const HOW = "32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)";

/**
 * A key of exactly 32 bytes, hex or base64 (standard or URL-safe). Fewer than 16 different bytes among
 * 32, a repeated block or a counting run (00 01 02…) is no random key: refused like a weak secret
 * (lib/config/entropy.ts).
 */
export const twoFactorKey = (name: string) =>
  z
    .string({ error: `${name} is required: set it to ${HOW}.` })
    .trim()
    .transform((value, context) => {
      const bytes = /^[0-9a-f]{64}$/i.test(value)
        ? Buffer.from(value, "hex")
        : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
          ? Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64")
          : undefined;
      if (bytes?.length !== 32) {
        context.addIssue({ code: "custom", message: `${name} must be ${HOW}.` });
        return z.NEVER;
      }
      if (new Set(bytes).size < 16 || estimateKeyBits(bytes) < MIN_SECRET_BITS) {
        context.addIssue({ code: "custom", message: `${name} is not random enough: use ${HOW}.` });
        return z.NEVER;
      }
      return bytes;
    });

/** TWO_FACTOR_KEY, and during a rotation TWO_FACTOR_KEY_PREVIOUS and TWO_FACTOR_KEY_VERSION (see .env.example). */
export const twoFactorKeys = z
  .object({
    TWO_FACTOR_KEY: twoFactorKey("TWO_FACTOR_KEY"),
    TWO_FACTOR_KEY_PREVIOUS: twoFactorKey("TWO_FACTOR_KEY_PREVIOUS").optional(),
    TWO_FACTOR_KEY_VERSION: z.coerce
      .number({ error: "TWO_FACTOR_KEY_VERSION must be a whole number from 1." })
      .int("TWO_FACTOR_KEY_VERSION must be a whole number from 1.")
      .min(1, "TWO_FACTOR_KEY_VERSION must be a whole number from 1.")
      .default(1),
  })
  .superRefine((keys, context) => {
    if (keys.TWO_FACTOR_KEY_PREVIOUS && keys.TWO_FACTOR_KEY_VERSION < 2) {
      context.addIssue({
        code: "custom",
        path: ["TWO_FACTOR_KEY_VERSION"],
        message: "raise it by one when TWO_FACTOR_KEY_PREVIOUS is set: the previous key has the number before it.",
      });
    }
    if (keys.TWO_FACTOR_KEY_PREVIOUS?.equals(keys.TWO_FACTOR_KEY)) {
      context.addIssue({ code: "custom", path: ["TWO_FACTOR_KEY_PREVIOUS"], message: "is the same key as TWO_FACTOR_KEY." });
    }
  })
  .transform(
    (keys): SecretBoxKeys => ({
      version: keys.TWO_FACTOR_KEY_VERSION,
      current: keys.TWO_FACTOR_KEY,
      ...(keys.TWO_FACTOR_KEY_PREVIOUS ? { previous: keys.TWO_FACTOR_KEY_PREVIOUS } : {}),
    }),
  );
