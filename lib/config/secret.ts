import { z } from "zod";
import { estimateTextBits, MIN_SECRET_BITS } from "./entropy";

// A run of x's is a placeholder only when long: four in a row (any case) turn up in about one random
// 64-character secret in 17,000, which the api would then refuse at start.
const PLACEHOLDERS = /change[-_ ]?me|changeit|secret|password|example|placeholder|x{8}/i;

/**
 * A secret worth the name: 32+ characters, not a placeholder, at least MIN_SECRET_BITS of estimated
 * randomness (lib/config/entropy.ts: no repeating block, no abc/qwerty runs, enough distinct symbols).
 * Used by the console, the api and scripts/start.ts so all refuse the same weak values with the same words.
 */
export const strongSecret = (name: string) =>
  z
    .string({ error: `${name} is required: set it to a random value of at least 32 characters (openssl rand -base64 48).` })
    .min(32, { message: `${name} is too short: use at least 32 random characters (openssl rand -base64 48).`, abort: true })
    .refine((value) => new Set(value).size >= 12 && !PLACEHOLDERS.test(value), {
      message: `${name} looks like a placeholder or is not random enough: use openssl rand -base64 48.`,
      abort: true,
    })
    .refine((value) => estimateTextBits(value) >= MIN_SECRET_BITS, {
      message: `${name} is not random enough (a repeated block, a run like abc or qwerty, or too few different characters): use openssl rand -base64 48.`,
    });

/** "30m", "15m", "12h", "30d", "45s" → milliseconds. */
export const duration = z
  .string()
  .regex(/^\d+[smhd]$/, "use a number followed by s, m, h or d (for example 30m)")
  .transform((value) => {
    const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[value.at(-1) as "s" | "m" | "h" | "d"];
    return Number(value.slice(0, -1)) * unit;
  });

export const booleanFlag = z.enum(["true", "false", "1", "0", ""]).transform((v) => v === "true" || v === "1");
