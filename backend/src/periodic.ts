import type { FastifyInstance } from "fastify";

/**
 * Work that every api process runs once it is ready and then every `everyMs` (the sweeps of unused
 * uploads and of expired idempotency keys, the staff alerts, the photo hashes). Each is safe when
 * several processes run it at once; within a process a run starts only when the last one is over. A run
 * under way is awaited when the app closes, before the database goes.
 */
export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<number>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A run longer than the interval (a backlog) is not joined by another: they would compete for the
    // same rows and connections.
    if (busy) return;
    busy = true;
    running = work()
      .finally(() => (busy = false))
      .then(
        (n) => n && app.log.info({ count: n }, name),
        (error: unknown) => app.log.error({ err: error }, `${name} failed`),
      );
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
