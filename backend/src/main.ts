import { loadApiConfig } from "./config";
import { describeStartFailure } from "./config/refusal";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./setup/prepare";
import { testClockRoutes } from "./routes/test-clock";
import { armStopDeadline } from "@/lib/stop-deadline";
import { startPushWorker } from "./push/worker";
import { closeSocketDoor, openSocketDoor } from "./http/socket-door";
import type { Server } from "node:http";

async function main() {
  const config = loadApiConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await prepareDatabase(database, config);
  // Sends left open by the last stop resume here (docs/push.md); without a service account push is off.
  const push = config.push ? await startPushWorker({ database, config: config.push }) : undefined;
  const app = await buildApp({ db: database.db, config, push });
  if (config.testClock) await app.register(testClockRoutes, { db: database.db });
  // Graceful stop (docs/operations.md): Fastify stops accepting connections, answers 503 on kept-alive
  // ones, closes idle ones and lets requests in flight finish; anything still running at 9.5 s is cut,
  // so the stop never takes more than the 10 s an orchestrator waits before SIGKILL.
  // The Unix socket for the console on this machine, once open (API_SOCKET).
  let door: Server | undefined = undefined;
  const stop = async (signal: NodeJS.Signals) => {
    armStopDeadline(app.log, 1, { signal });
    // The send in flight records what the provider answered, then waits for the next start.
    await push?.stop();
    await Promise.all([door && config.socket ? closeSocketDoor(door, config.socket) : undefined, app.close()]);
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  await app.listen({ host: config.host, port: config.port });
  door = config.socket ? await openSocketDoor(app, config.socket) : undefined;
  app.log.info(`api on ${database.kind === "pglite" ? `the embedded database in ${config.dataDir}` : "PostgreSQL"}`);
}

main().catch((error: unknown) => {
  const { text, exitCode } = describeStartFailure(error);
  console.error(text);
  process.exit(exitCode);
});
