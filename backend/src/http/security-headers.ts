import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import { HSTS_MAX_AGE_SECONDS } from "@/lib/security-headers";

/**
 * The api's security headers (docs/security-headers.md): helmet's set, with a CSP that lets an answer
 * load nothing and be framed by no one (the api serves JSON and pictures, never a page), HSTS behind
 * https only, and `Cache-Control: no-store` on everything under /api/admin: signed-in data and the
 * sign-in and refresh answers that carry tokens. A picture keeps the header its route gives it.
 */
export const securityHeaders = fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const https = new URL(publicUrl).protocol === "https:";
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/admin") && !String(reply.getHeader("cache-control") ?? "").includes("no-store")) reply.header("cache-control", "no-store");
  });
});
