/**
 * Load shedding (docs/operations.md): when more requests wait than the database can serve within a few
 * seconds, a new one is answered 503 with Retry-After at once, rather than queued to time out after
 * 10 s. Two signals: requests in flight past `maxInFlight` (each one waits on the database), and the
 * event loop falling behind by more than `maxEventLoopDelayMs` (the embedded database runs on it).
 * The second is read only once the loop has settled after the start: its first samples measure the
 * start itself (registering every route, loading the embedded database), not the load.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import underPressure from "@fastify/under-pressure";
import { MESSAGES } from "@/lib/messages";

export interface SheddingOptions {
  /** Requests in flight at once before a new one is shed. */
  maxInFlight?: number;
  /** Event loop delay before requests are shed; 0 turns the check off. */
  maxEventLoopDelayMs?: number;
  retryAfterSeconds?: number;
  /** After the api is ready, how long the event loop's delay is not read (its samples still hold the start). */
  settleMs?: number;
}

/**
 * How often under-pressure samples the loop's delay (its default); a sample is the mean over the
 * interval before it, so the second one after the start no longer holds any of it.
 */
const DELAY_SAMPLE_MS = 1_000;

/**
 * About what the embedded database serves in two or three seconds on a small machine (bench:load);
 * PostgreSQL's pool also gives up on a connection after 5 s (db/client.ts).
 */
export const DEFAULT_SHEDDING = { maxInFlight: 64, maxEventLoopDelayMs: 2_000, retryAfterSeconds: 2, settleMs: 2 * DELAY_SAMPLE_MS } satisfies Required<SheddingOptions>;

/** Probes answer whatever the load: a load balancer must still see the process alive and how it fares. */
const PROBES = new Set(["/healthz", "/readyz"]);

async function loadShedding(app: FastifyInstance, options: SheddingOptions) {
  const { maxInFlight, maxEventLoopDelayMs, retryAfterSeconds, settleMs } = { ...DEFAULT_SHEDDING, ...options };
  const refusal = { status: 503, message: MESSAGES.overloaded, recordList: [] };
  const busy = (reply: FastifyReply) => reply.code(503).header("retry-after", String(retryAfterSeconds));

  let inFlight = 0;
  app.addHook("onRequest", async (request, reply) => {
    if (PROBES.has(request.url)) return;
    if (inFlight >= maxInFlight) return busy(reply).send(refusal);
    inFlight += 1;
    // Counted down once, whether the answer went out or the client left.
    let counted = true;
    const done = () => {
      if (counted) inFlight -= 1;
      counted = false;
    };
    reply.raw.once("finish", done);
    reply.raw.once("close", done);
  });

  if (maxEventLoopDelayMs > 0) {
    // Seen in CI: the first sign-in after a restart on the embedded database was shed.
    let settledAt = Infinity;
    app.addHook("onReady", async () => {
      settledAt = performance.now() + settleMs;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: DELAY_SAMPLE_MS,
      retryAfter: retryAfterSeconds,
      exposeStatusRoute: false,
      // An answer given here is sent as it is; undefined lets the request through.
      pressureHandler: (request, reply, type) => {
        if (PROBES.has(request.url)) return undefined;
        if (type === underPressure.TYPE_EVENT_LOOP_DELAY && performance.now() < settledAt) return undefined;
        busy(reply);
        return refusal as unknown as void;
      },
    });
  }
}

export const shedding = fp(loadShedding, { name: "load-shedding" });
