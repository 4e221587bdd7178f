import { consoleEnv } from "./env";
import { log } from "./log";

// Imported once by instrumentation.ts in the Node.js runtime: refuse to serve with bad config.
try {
  consoleEnv();
} catch (error) {
  log().fatal((error as Error).message);
  process.exit(1);
}
