import { hash, verify } from "@node-rs/argon2";

// OWASP's baseline: 19 MiB, 2 passes, 1 lane. The algorithm is the library's default, argon2id
// (its Algorithm enum is a const enum, which isolated modules cannot read); a test checks the prefix.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing anyone knows, verified when the account does not exist so both paths take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
