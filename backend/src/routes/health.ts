import type { FastifyInstance } from "fastify";
import { ping, type Db } from "../db/client";
import type { Mailer } from "../mail/mailer";

/** A dependency that has not answered in this long is counted as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 3_000;

async function check(work: () => Promise<void>, log: (error: unknown) => void): Promise<"ok" | "unreachable"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([work(), late]);
    return "ok";
  } catch (error) {
    log(error);
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive (it listens only once migrated), asked nothing else, so a slow
 * database never gets a live process restarted. /readyz: the database and the mail answer, so a load
 * balancer sends work only where it can be done (docs/operations.md).
 */
export async function healthRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.get("/healthz", { config: { access: "public" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: 200, recordList: [] };
  });

  // One check at a time, shared by every probe that arrives meanwhile: a burst of probes opens one
  // database query and one SMTP connection, not one each.
  let running: Promise<["ok" | "unreachable", "ok" | "unreachable"]> | undefined;
  const readiness = () =>
    (running ??= Promise.all([
      check(() => ping(db), (error) => app.log.error({ err: error }, "readiness: database unreachable")),
      check(() => mailer.ready(), (error) => app.log.error({ err: error }, "readiness: mail unreachable")),
    ]).finally(() => (running = undefined)));

  app.get("/readyz", { config: { access: "public" } }, async (_request, reply) => {
    const [database, mail] = await readiness();
    const status = database === "ok" && mail === "ok" ? 200 : 503;
    return reply.code(status).header("cache-control", "no-store").send({ status, recordList: [{ database, mail }] });
  });
}
