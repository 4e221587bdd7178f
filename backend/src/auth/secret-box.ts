import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { SecretBoxKeys } from "../config/two-factor-key";

/**
 * Secrets the api must read back (an administrator's TOTP secret), encrypted at rest with AES-256-GCM.
 * A sealed value reads `v<key version>:<base64url of nonce, tag and ciphertext>`: the version names the
 * key that sealed it, so TWO_FACTOR_KEY can rotate while older values still open with the previous key.
 * The context (whose secret it is) is authenticated with it: a value copied onto another
 * administrator's row does not open there.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v(\d{1,6}):([A-Za-z0-9_-]+)$/;

export class SecretBoxError extends Error {}

/** Whether a stored value is in the sealed form (a plain value written before encryption at rest is not). */
export const isSealed = (value: string) => SEALED.test(value);

function keyFor(keys: SecretBoxKeys, version: number): Buffer | undefined {
  if (version === keys.version) return keys.current;
  if (version === keys.version - 1) return keys.previous;
  return undefined;
}

export function seal(keys: SecretBoxKeys, plaintext: string, context: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keys.current, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `v${keys.version}:${Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
}

/**
 * The plaintext of a sealed value, and whether it was sealed with an older key (then the caller seals
 * it again with the current one). Throws SecretBoxError when no key opens it.
 */
export function open(keys: SecretBoxKeys, sealed: string, context: string): { plaintext: string; stale: boolean } {
  const match = SEALED.exec(sealed);
  if (!match) throw new SecretBoxError("not a sealed value");
  const version = Number(match[1]);
  const key = keyFor(keys, version);
  if (!key) throw new SecretBoxError(`no key of version ${version} is configured (TWO_FACTOR_KEY_VERSION is ${keys.version})`);
  const bytes = Buffer.from(match[2], "base64url");
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new SecretBoxError("sealed value too short");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    const plaintext = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    return { plaintext, stale: version !== keys.version };
  } catch {
    throw new SecretBoxError(`the key of version ${version} does not open this value`);
  }
}
