import { MESSAGES } from "@/lib/messages";
import { guessablePasswordProblem } from "@/lib/password-guess";
import { isStrongEnoughPassword } from "@/lib/validation";
import type { ApiConfig } from "../config";
import { ConfigError } from "../config/refusal";
import type { SecretBoxKeys } from "../config/two-factor-key";
import { sealPlainCredentials } from "./sealed-values";
import type { Database } from "../db/client";
import { seedReferenceData } from "../engine/seed";
import { DEMO_MEMBERS, generateMembers, hasMembers } from "./members/generate";
import { ensureFirstAdmin, hasAdmins, seedDemo, syncPages } from "./seed";

/**
 * What every api start does before it listens: migrate, keep the page titles in step, seed as configured.
 * `twoFactorKeys`, when given, seal credentials still in plain text (docs/encryption-at-rest.md).
 */
export async function prepareDatabase(database: Database, config: Pick<ApiConfig, "embedded" | "seedDemo" | "firstAdmin"> & { twoFactorKeys?: SecretBoxKeys }) {
  // Checked again here, before any change, for callers that build the config themselves (loadApiConfig refuses it first).
  if (config.firstAdmin && !isStrongEnoughPassword(config.firstAdmin.password)) throw new ConfigError(`ADMIN_PASSWORD is refused: ${MESSAGES.passwordRule}.`);
  const guessable = config.firstAdmin && guessablePasswordProblem(config.firstAdmin.password, [config.firstAdmin.email]);
  if (guessable) throw new ConfigError(`ADMIN_PASSWORD is refused: ${guessable}`);
  await database.migrate();
  await syncPages(database.db);
  if (config.twoFactorKeys) await sealPlainCredentials(database.db, config.twoFactorKeys);
  // Every resource gets its reference data once (religions, heights, packages…): all of them on a fresh
  // install, a new one on the first start after the upgrade that added it.
  const fresh = !(await hasAdmins(database.db));
  await seedReferenceData(database.db, { onlyNew: true });
  if (config.firstAdmin) {
    await ensureFirstAdmin(database.db, config.firstAdmin);
  }
  // The embedded database gets the demo data on its first start only; a deployment asks with SEED_DEMO=true.
  if ((fresh && config.embedded) || (!config.embedded && config.seedDemo)) {
    await seedDemo(database.db);
    // The scenario members and a few thousand more, once: enough to page and filter, quick to load.
    if (!(await hasMembers(database))) {
      const { totalMs } = await generateMembers(database, { members: DEMO_MEMBERS });
      console.log(`Demo members: ${DEMO_MEMBERS.toLocaleString("en-US")} generated in ${(totalMs / 1000).toFixed(1)} s (npm run db:seed -- --members N makes more).`);
    }
  }
}
