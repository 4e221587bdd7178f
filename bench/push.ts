/**
 * npm run bench:push: the time to send one notification to 100,000 devices through the push queue
 * against a fake FCM on a loopback port, in a process of its own (backend/test/fake-fcm.ts; every answer
 * a success), on the
 * embedded database, and on PostgreSQL too when DATABASE_URL names a server (a database of its own,
 * dropped at the end). Prints figures; the goal (under 60 s) is docs/push.md's, never asserted.
 */
import { eq } from "drizzle-orm";
import { databaseTargets } from "../backend/test/databases";
import { insertMembersWithDevices } from "../backend/test/devices";
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import type { PushConfig } from "../backend/src/push/config";
import { pushSends } from "../backend/src/db/schema";
import { seedDemo, syncPages } from "../backend/src/setup/seed";
import { createSend, progressOf } from "../backend/src/push/sends";
import { startPushWorker } from "../backend/src/push/worker";

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);

/** The fake provider in a child process, as a real one would be on other machines. */
async function startProvider() {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "fake-fcm-process.ts")], { stdio: ["ignore", "pipe", "inherit"] });
  const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  return { config: JSON.parse(line) as PushConfig, close: () => void child.kill("SIGTERM") };
}

async function main() {
  const fake = await startProvider();
  for (const target of databaseTargets()) {
    const { database, dispose } = await target.open();
    try {
      await database.migrate();
      await syncPages(database.db);
      await seedDemo(database.db);
      await insertMembersWithDevices(database.db, DEVICES / 2, 2, "bench");
      const worker = await startPushWorker({ database, config: fake.config, pollingIntervalSeconds: 0.5 });
      const started = performance.now();
      const send = await createSend(database.db, { title: "Bench", body: "100,000 devices", audience: {} });
      await worker.enqueue(send);
      let progress = progressOf(send);
      let lastPrint = 0;
      while (progress.status !== "done") {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const [row] = await database.db.select().from(pushSends).where(eq(pushSends.id, send.id));
        progress = progressOf(row);
        if (performance.now() - lastPrint > 5_000) {
          lastPrint = performance.now();
          console.log(`  ${target.label}: ${progress.sent.toLocaleString("en")} sent, ${progress.remaining.toLocaleString("en")} remaining (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        }
      }
      const seconds = (performance.now() - started) / 1000;
      await worker.stop();
      console.log(
        `${target.label}: ${progress.sent.toLocaleString("en")} of ${progress.total.toLocaleString("en")} devices sent in ${seconds.toFixed(1)} s ` +
          `(${Math.round(progress.sent / seconds).toLocaleString("en")}/s; ${progress.failed} failed; goal under 60 s)`,
      );
    } finally {
      await dispose();
    }
  }
  fake.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
