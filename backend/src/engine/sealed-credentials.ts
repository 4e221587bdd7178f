import type { SecretBoxKeys } from "../config/two-factor-key";
import { isSealed, open, seal } from "../auth/secret-box";

/**
 * The values of a `secret` field (payment-gateway credentials) as the database keeps them: each one
 * sealed on its own with the data-encryption key (docs/encryption-at-rest.md), bound to its table,
 * column and credential name, so a value copied into another credential or resource does not open.
 */
export type StoredCredentials = Record<string, string>;

const contextOf = (scope: string, name: string) => `${scope}:${name}`;

/** Values a person typed, every one sealed: one that merely looks sealed ("v1:…") is still their text. */
export function sealGivenCredentials(keys: SecretBoxKeys, scope: string, values: StoredCredentials): StoredCredentials {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, seal(keys, value, contextOf(scope, name))]));
}

/** Stored values with every plain one sealed (written before encryption at rest), sealed ones kept. */
export function sealCredentials(keys: SecretBoxKeys, scope: string, values: StoredCredentials): StoredCredentials {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isSealed(value) ? value : seal(keys, value, contextOf(scope, name))]));
}

/** Whether any value is still plain text (written before encryption at rest). */
export const hasPlainValues = (values: StoredCredentials) => Object.values(values).some((value) => !isSealed(value));

/**
 * The plain values, for the server code that must use them (and nowhere else: no answer carries them),
 * and whether one was sealed with the previous key or not at all (the caller may seal it again).
 */
export function openCredentials(keys: SecretBoxKeys, scope: string, stored: StoredCredentials): { values: StoredCredentials; stale: boolean } {
  let stale = false;
  const values: StoredCredentials = {};
  for (const [name, value] of Object.entries(stored)) {
    if (!isSealed(value)) {
      values[name] = value;
      stale = true;
      continue;
    }
    const opened = open(keys, value, contextOf(scope, name));
    values[name] = opened.plaintext;
    stale ||= opened.stale;
  }
  return { values, stale };
}

/** The values sealed again under the current key (a rotation). */
export function resealCredentials(keys: SecretBoxKeys, scope: string, stored: StoredCredentials): StoredCredentials {
  const { values } = openCredentials(keys, scope, stored);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, seal(keys, value, contextOf(scope, name))]));
}
