/** npm run db:migrate | db:seed — against DATABASE_URL, or the embedded database when the api is stopped. */
import { loadApiConfig } from "../config";
import { openDatabase } from "../db/client";
import { prepareDatabase } from "./prepare";
import { seedDemo } from "./seed";

async function run(command: string | undefined) {
  if (command !== "migrate" && command !== "seed") throw new Error("usage: cli.ts migrate|seed");
  const config = loadApiConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    // Every start seeds each resource once (seeded_resources); `seed` adds the demo sign-ins.
    await prepareDatabase(database, { ...config, seedDemo: false, embedded: false });
    if (command === "seed") await seedDemo(database.db);
    console.log(command === "seed" ? "Database migrated and demo data seeded." : "Database migrated.");
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
