/**
 * The durable side of sending (docs/push.md): each send is one pg-boss job on the api's own database
 * (PostgreSQL, or the embedded PGlite through pg-boss's `db` executor). The job walks the send's
 * audience 500 devices at a time; a stop of the api ends it once the requests in flight are answered
 * and recorded, and the next start takes it up where the cursor stands.
 */
import { setMaxListeners } from "node:events";
import PgBoss from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pushSends } from "../db/schema";
import { nextDevices, type Audience } from "./audience";
import type { PushConfig } from "./config";
import { DEFAULT_LIMITS, deliverBatch, type DeliveryLimits } from "./deliver";
import { fcmClient, type FcmClient } from "./fcm";
import { recordBatch, type PushSend } from "./sends";

export const QUEUE = "push-send";
/** The provider's documented limit for one multicast; we keep batches the same size. */
export const BATCH_SIZE = 500;

export interface PushWorkerOptions {
  database: Database;
  config: PushConfig;
  /** A provider other than FCM's (tests give one with counters); by default fcmClient(config). */
  client?: FcmClient;
  limits?: DeliveryLimits;
  batchSize?: number;
  pollingIntervalSeconds?: number;
  log?: (error: unknown, message: string) => void;
}

export interface PushService {
  /** Puts a committed send on the queue; a second call for the same send does nothing. */
  enqueue(send: PushSend): Promise<void>;
  /** Ends the job in flight after its batch (it is taken up again on the next start) and stops the queue. */
  stop(): Promise<void>;
  /** The provider, for a message sent while someone waits (Setting's test push). */
  client: FcmClient;
  /** The Firebase project it sends for (Setting's Push tab says it). */
  projectId: string;
}

/** Thrown between batches when the api stops: pg-boss puts the job back to be retried. */
class Interrupted extends Error {}

/** pg-boss's statements on the api's own connection(s). PGlite runs a statement list only through exec. */
function executor(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === "pglite") {
    const lite = client as PGlite;
    return {
      async executeSql(text, values) {
        if (values?.length) return lite.query(text, values);
        const results = await lite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

export async function startPushWorker(options: PushWorkerOptions): Promise<PushService> {
  const { database } = options;
  const db = database.db;
  const client = options.client ?? fcmClient(options.config);
  const stopSignal = new AbortController();
  // Every message waiting for a retry listens to it (up to the requests in flight).
  setMaxListeners(0, stopSignal.signal);
  const limits = { ...(options.limits ?? DEFAULT_LIMITS), signal: stopSignal.signal };
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const log = options.log ?? ((error, message) => console.error(message, error));
  let stopping = false;

  const boss = new PgBoss({ db: executor(database), schema: "pgboss", supervise: true, schedule: false });
  boss.on("error", (error) => log(error, "push queue error"));
  await boss.start();
  if (!(await boss.getQueue(QUEUE))) {
    // A stop counts as a failure to pg-boss: the retries are many and quick, so a restart resumes at once.
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 1000, retryDelay: 1, retryBackoff: false, expireInSeconds: 15 * 60 });
  }

  async function run(sendId: number) {
    await db
      .update(pushSends)
      .set({ status: "running", startedAt: sql`coalesce(${pushSends.startedAt}, now())` })
      .where(eq(pushSends.id, sendId));
    for (;;) {
      if (stopping) throw new Interrupted(`send ${sendId} interrupted by a stop; it resumes on the next start`);
      const [send] = await db.select().from(pushSends).where(eq(pushSends.id, sendId));
      // Enqueued by an action whose transaction has not committed yet: pg-boss tries again in a second.
      if (!send) throw new Error(`send ${sendId} is not there (yet)`);
      if (send.status === "done") return;
      const devices = await nextDevices(db, { ...send, audience: send.audience as Audience }, batchSize);
      if (!devices.length) {
        await db.update(pushSends).set({ status: "done", finishedAt: sql`now()` }).where(eq(pushSends.id, sendId));
        return;
      }
      const collapseKey = `send-${send.id}`;
      const results = await deliverBatch(
        client,
        devices.map((device) => ({ token: device.token, title: send.title, body: send.body, image: send.image, collapseKey, data: { sendId: String(send.id) } })),
        limits,
      );
      await recordBatch(db, send, devices, results);
    }
  }

  const enqueue = async (send: PushSend) => {
    await boss.send(QUEUE, { sendId: send.id }, { id: send.jobId });
  };

  // Sends a stopped api left open: their jobs exist (a no-op) unless the queue lost them.
  const open = await db.select().from(pushSends).where(inArray(pushSends.status, ["queued", "running"]));
  for (const send of open) await enqueue(send);

  await boss.work<{ sendId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => run(job.data.sendId));

  return {
    enqueue,
    client,
    projectId: options.config.projectId,
    async stop() {
      stopping = true;
      // Waits for a retry end now; requests at the provider finish and are recorded.
      stopSignal.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 30_000, close: false });
    },
  };
}
