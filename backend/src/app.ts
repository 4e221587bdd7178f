import Fastify, { LogController, type FastifyInstance } from "fastify";
import fastifyJwt from "@fastify/jwt";
import { Redis } from "ioredis";
import { MESSAGES } from "@/lib/messages";
import type { ApiConfig } from "./config";
import type { Db } from "./db/client";
import { accessGuard } from "./auth/guard";
import { createThrottle } from "./auth/throttle";
import { databaseErrorCode } from "./db/errors";
import { HttpError, send } from "./http/envelope";
import { accountRoutes } from "./routes/account";
import { healthRoutes } from "./routes/health";
import { mediaRoutes } from "./routes/media";
import { allResourceRoutes } from "./engine/routes";
import { memberProfileRoutes } from "./resources/members/profile";
import { allReportRoutes } from "./reports/index";
import { passwordResetRoutes } from "./routes/password-reset";
import { BackgroundTasks } from "./background";
import { createMailer } from "./mail/mailer";
import { ownAccountRoutes } from "./routes/own-account";
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
  }
}

const DATA_ERRORS = new Set(["22001", "22003", "22021", "22P02", "22P05"]);

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Buffer.isBuffer(value)) return false;
  if (value && typeof value === "object") return Object.values(value).some(holdsNul);
  return false;
}

export interface AppDeps {
  db: Db;
  config: AppConfig;
}

/** The api without a listening socket: main.ts listens, tests call it with inject(). */
export async function buildApp({ db, config }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, redact: ["req.headers.authorization", 'req.headers["refresh-token"]'] },
    trustProxy: config.trustProxy === "true" ? true : config.trustProxy === "false" ? false : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request is noise at this volume; errors and warnings still come through.
    logController: new LogController({ disableRequestLogging: true }),
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));

  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { expiresIn: Math.floor(config.sessionTokenTtlMs / 1000) },
  });
  await app.register(accessGuard, { db });

  // PostgreSQL stores no NUL character: refused here with words, not by the database with a 500.
  app.addHook("preHandler", async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw new HttpError(400, "The request holds a character that is not allowed.");
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, { message: error.message, recordList: [], ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = (error as { statusCode?: number }).statusCode;
    // Fastify's own refusals (malformed JSON, body too large, wrong content type) are the caller's fault.
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? "The request is too large." : status === 415 ? "This kind of content is not accepted here." : MESSAGES.invalidRequest;
      return send(reply, status, { message, recordList: [] });
    }
    // A value PostgreSQL refuses (out of range, malformed) is still the caller's input.
    if (DATA_ERRORS.has(databaseErrorCode(error) ?? "")) return send(reply, 400, { message: MESSAGES.invalidRequest, recordList: [] });
    request.log.error(error);
    return send(reply, 500, { message: "Something went wrong on our side. Please try again.", recordList: [] });
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, { message: MESSAGES.notFound, recordList: [] }));

  const loginThrottle = {
    account: createThrottle("login-account", { attempts: 5, windowSeconds: 15 * 60 }, redis),
    client: createThrottle("login-client", { attempts: 30, windowSeconds: 15 * 60 }, redis),
  };

  const background = new BackgroundTasks((error) => app.log.error(error, "background task failed"));
  app.decorate("background", background);
  app.addHook("onClose", () => background.idle());
  const mailer = createMailer({ ...config.mail, log: (line) => app.log.warn(line) });
  const resetThrottle = {
    address: createThrottle("reset-address", { attempts: 5, windowSeconds: 15 * 60 }, redis),
    client: createThrottle("reset-client", { attempts: 20, windowSeconds: 15 * 60 }, redis),
  };

  await app.register(healthRoutes, { db });
  await app.register(mediaRoutes, { db });
  await app.register(passwordResetRoutes, { db, config, mailer, background, throttle: resetThrottle });
  await app.register(accountRoutes, { db, config, loginThrottle });
  const passwordThrottle = createThrottle("change-password", { attempts: 5, windowSeconds: 15 * 60 }, redis);
  await app.register(ownAccountRoutes, { db, config, mailer, background, passwordThrottle });
  // Wrong two-factor codes: five per account whether at sign-in or turning it off, apart from the
  // password's count (a right password must not buy more guesses at the code).
  const codeThrottle = {
    account: createThrottle("two-factor-account", { attempts: 5, windowSeconds: 15 * 60 }, redis),
    client: createThrottle("two-factor-client", { attempts: 30, windowSeconds: 15 * 60 }, redis),
  };
  await app.register(twoFactorSignInRoutes, { db, config, codeThrottle });
  await app.register(twoFactorRoutes, { db, config, codeThrottle: codeThrottle.account });
  await app.register(allResourceRoutes, { db, dataKeys: config.twoFactorKeys });
  // The member view's profile, beside its tabs' resources (under the App Users page's path).
  await app.register(memberProfileRoutes, { db });
  await app.register(allReportRoutes, { db });
  return app;
}
