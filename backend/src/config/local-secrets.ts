import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

export interface LocalSecrets {
  sessionSecret: string;
  jwtSecret: string;
}

/**
 * The embedded mode (no DATABASE_URL: a laptop, a fresh clone) needs no configuration: its
 * secrets are made on first start and kept under the data directory, readable by the owner only.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as LocalSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: LocalSecrets = {
    sessionSecret: randomBytes(48).toString("base64url"),
    jwtSecret: randomBytes(48).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
