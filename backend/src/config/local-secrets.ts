import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

export interface LocalSecrets {
  sessionSecret: string;
  jwtSecret: string;
  /** Encrypts the TOTP secrets at rest (TWO_FACTOR_KEY): 32 random bytes, base64. */
  twoFactorKey: string;
}

const MAKERS: Record<keyof LocalSecrets, () => string> = {
  sessionSecret: () => randomBytes(48).toString("base64url"),
  jwtSecret: () => randomBytes(48).toString("base64url"),
  twoFactorKey: () => randomBytes(32).toString("base64"),
};

/**
 * The embedded mode (no DATABASE_URL: a laptop, a fresh clone) needs no configuration: its
 * secrets are made on first start and kept under the data directory, readable by the owner only.
 * A file from an older version lacks the secrets added since: they are made and written back, and
 * the ones it holds are kept (a new session secret would sign everybody out).
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, "secrets.json");
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<LocalSecrets>) : {};
  const missing = (Object.keys(MAKERS) as (keyof LocalSecrets)[]).filter((name) => typeof stored[name] !== "string" || !stored[name]);
  if (!missing.length) return stored as LocalSecrets;
  const secrets = { ...stored, ...Object.fromEntries(missing.map((name) => [name, MAKERS[name]()])) } as LocalSecrets;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
