import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { seedReferenceData } from "../engine/seed";
import { DEMO_MEMBERS, generateMembers, hasMembers } from "./members/generate";
import { ensureFirstAdmin, hasAdmins, seedDemo, syncPages } from "./seed";

/** What every api start does before it listens: migrate, keep the page titles in step, seed as configured. */
export async function prepareDatabase(database: Database, config: Pick<ApiConfig, "embedded" | "seedDemo" | "firstAdmin">) {
  await database.migrate();
  await syncPages(database.db);
  // Every resource gets its reference data once (religions, heights, packages…): all of them on a fresh
  // install, a new one on the first start after the upgrade that added it.
  const fresh = !(await hasAdmins(database.db));
  await seedReferenceData(database.db, { onlyNew: true });
  if (config.firstAdmin) {
    if (config.firstAdmin.password.length < 8) throw new Error("ADMIN_PASSWORD must be at least 8 characters.");
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
