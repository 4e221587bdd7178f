import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { PushService } from "./push/worker";
import { setPushAvailable } from "./resources/custom-notification";
import fastifyJwt from "@fastify/jwt";
import { Redis } from "ioredis";
import type { DestinationStream } from "pino";
import { MESSAGES } from "@/lib/messages";
import type { ApiConfig } from "./config";
import type { Db } from "./db/client";
import { accessGuard } from "./auth/guard";
import { idempotency } from "./http/idempotency";
import { createLimits, type LimitOptions } from "./auth/limits";
import { CHECK_VIOLATION, databaseConstraint, databaseErrorCode, FOREIGN_KEY_VIOLATION, isDatabaseUnavailable, UNIQUE_VIOLATION } from "./db/errors";
import { REFUSAL_OF_CONSTRAINT } from "./engine/table-rules";
import { HttpError, send } from "./http/envelope";
import { acceptBoundedJson, frameworkRefusal, MAX_JSON_BYTES, refuseBadInput } from "./http/input-limits";
import { securityHeaders } from "./http/security-headers";
import { shedding, type SheddingOptions } from "./http/load-shedding";
import { accountRoutes } from "./routes/account";
import { healthRoutes } from "./routes/health";
import { requestIdGenerator, requestLog } from "./http/request-id";
import { isTrustedHop } from "@/lib/config/trust-proxy";
import { closeConnectionsWhenStopping } from "./http/closing";
import { mediaRoutes } from "./routes/media";
import { uploadSweep } from "./media/sweep";
import { photoHashing } from "./media/photo-hashes";
import { allResourceRoutes } from "./engine/routes";
import { memberProfileRoutes } from "./resources/members/profile";
import { allReportRoutes } from "./reports/index";
import { dashboardRoutes } from "./dashboard/routes";
import { settingRoutes } from "./settings/routes";
import { followConsoleFlags } from "./settings/console-flags";
import { mailDeliveryOf } from "./mail/delivery";
import { pushDeliveryOf } from "./push/config";
import { passwordResetRoutes } from "./routes/password-reset";
import { BackgroundTasks } from "./background";
import { createMailer, type Mailer } from "./mail/mailer";
import { ownAccountRoutes } from "./routes/own-account";
import { adminPushTokenRoutes } from "./push/admin-tokens";
import { pendingWorkRoutes } from "./routes/pending-work";
import { findRoutes } from "./routes/find";
import { savedViewRoutes } from "./saved-views/routes";
import { reviewRoutes } from "./review/routes";
import { staffAlerts } from "./push/staff-alerts";
import { twoFactorRoutes } from "./routes/two-factor";
import { twoFactorSignInRoutes } from "./routes/two-factor-sign-in";

export type AppConfig = Pick<
  ApiConfig,
  "jwtSecret" | "twoFactorKeys" | "sessionTokenTtlMs" | "refreshTokenTtlMs" | "resetTokenTtlMs" | "redisUrl" | "trustProxy" | "logLevel" | "publicUrl" | "mail"
>;

declare module "fastify" {
  interface FastifyInstance {
    /** Work after the answer (mail); tests await background.idle(). */
    background: BackgroundTasks;
    /** For a change's mail after it committed (WriteContext.afterCommit). */
    mailer: Mailer;
    /** The push queue; undefined when push is off (docs/push.md). */
    push: PushService | undefined;
  }
}

/** How long a caller waits before trying again when the database does not answer. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const DATA_ERRORS = new Set(["22001", "22003", "22021", "22P02", "22P05"]);

export interface AppDeps {
  db: Db;
  config: AppConfig;
  limits?: LimitOptions;
  /** When requests are shed with 503 rather than queued (http/load-shedding.ts). */
  shedding?: SheddingOptions;
  /** Where the JSON log lines go (stdout unless a test reads them). */
  logStream?: DestinationStream;
  /** The push queue, when FCM is configured (docs/push.md); sends are refused without it. */
  push?: PushService;
  /**
   * Hash new member photos in the background (docs/signals.md); on unless a test turns it off, so that
   * signals change only when the test changes something.
   */
  hashPhotos?: boolean;
}

/** The api without a listening socket: main.ts listens, tests call it with inject(). */
export async function buildApp({ db, config, limits: limitOptions, shedding: sheddingOptions, logStream, push, hashPhotos = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, redact: ["req.headers.authorization", 'req.headers["refresh-token"]'], stream: logStream },
    trustProxy: isTrustedHop(config.trustProxy),
    bodyLimit: MAX_JSON_BYTES,
    frameworkErrors: frameworkRefusal,
    // One line per request is noise at this volume; errors and warnings still come through.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "requestId" }),
    genReqId: requestIdGenerator(config.trustProxy),
  });
  requestLog(app);
  closeConnectionsWhenStopping(app);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));

  // First, so that every answer, refusals included, carries them (docs/security-headers.md).
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  // Before any work: a request that would wait longer than it is worth is refused at once.
  await app.register(shedding, sheddingOptions ?? {});
  // Before any other hook: bad input is refused before the session is even read (docs/input-limits.md).
  acceptBoundedJson(app, MAX_JSON_BYTES);
  refuseBadInput(app);

  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { expiresIn: Math.floor(config.sessionTokenTtlMs / 1000) },
  });
  await app.register(accessGuard, { db });
  await app.register(idempotency, { db });
  const followFlags = followConsoleFlags(app, db);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, { message: error.message, recordList: [], ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = (error as { statusCode?: number }).statusCode;
    // Fastify's own refusals (malformed JSON, body too large, wrong content type) are the caller's fault.
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? MESSAGES.requestTooLarge : status === 415 ? MESSAGES.unsupportedContent : MESSAGES.invalidRequest;
      // The unread rest of a refused body would be read as the next request: close instead (docs/input-limits.md).
      if (status === 413) reply.header("connection", "close");
      return send(reply, status, { message, recordList: [] });
    }
    // A value PostgreSQL refuses (out of range, malformed) is still the caller's input.
    if (DATA_ERRORS.has(databaseErrorCode(error) ?? "")) return send(reply, 400, { message: MESSAGES.invalidRequest, recordList: [] });
    // A record the change names went between its check and its write (an upload swept, a row deleted
    // by someone else): nothing was saved, and the sender can refresh and try again.
    if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) return send(reply, 409, { message: MESSAGES.referenceGone, recordList: [] });
    // A rule the database keeps for requests that ran at once (engine/table-rules.ts): nothing was saved.
    const broken = REFUSAL_OF_CONSTRAINT[databaseConstraint(error) ?? ""];
    if (broken && [UNIQUE_VIOLATION, CHECK_VIOLATION].includes(databaseErrorCode(error) ?? "")) return send(reply, 409, { message: broken, recordList: [] });
    // Not the request's fault and not a bug: a 503 with Retry-After, so a proxy tries another api and
    // a person is told to try again, while /readyz says the same to the load balancer.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "the database is not answering");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, { message: MESSAGES.databaseUnavailable, recordList: [] });
    }
    request.log.error(error);
    return send(reply, 500, { message: MESSAGES.serverError, recordList: [] });
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, { message: MESSAGES.notFound, recordList: [] }));

  const limits = createLimits(app, db, redis, limitOptions);

  const background = new BackgroundTasks((error) => app.log.error(error, "background task failed"));
  app.decorate("background", background);
  app.addHook("onClose", () => background.idle());
  const mailer = createMailer({ ...config.mail, log: (line) => app.log.warn(line) });
  app.decorate("mailer", mailer);
  app.decorate("push", push);
  if (push) staffAlerts(app, db, push.client);
  setPushAvailable(push !== undefined);
  await app.register(healthRoutes, { db, mailer });

  await app.register(mediaRoutes, { db });
  await app.register(uploadSweep, { db });
  if (hashPhotos) await app.register(photoHashing, { db });
  await app.register(passwordResetRoutes, { db, config, mailer, background, throttle: limits.reset });
  await app.register(accountRoutes, { db, config, limits });
  await app.register(ownAccountRoutes, { db, config, mailer, background, passwordThrottle: limits.changePassword });
  await app.register(adminPushTokenRoutes, { db });
  await app.register(pendingWorkRoutes, { db });
  await app.register(findRoutes, { db });
  await app.register(savedViewRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(twoFactorSignInRoutes, { db, config, codeThrottle: limits.twoFactor });
  await app.register(twoFactorRoutes, { db, config, codeThrottle: limits.twoFactor.account });
  await app.register(allResourceRoutes, { db, dataKeys: config.twoFactorKeys });
  // The member view's profile, beside its tabs' resources (under the App Users page's path).
  await app.register(memberProfileRoutes, { db });
  await app.register(allReportRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(settingRoutes, { db, dataKeys: config.twoFactorKeys, facts: { mailDelivery: mailDeliveryOf(config.mail), pushDelivery: pushDeliveryOf(push?.projectId) }, mailer, followFlags });
  return app;
}
