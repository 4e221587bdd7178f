import { consoleEnv } from "./env";

// Imported once by instrumentation.ts in the Node.js runtime: refuse to serve with bad config.
try {
  consoleEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
