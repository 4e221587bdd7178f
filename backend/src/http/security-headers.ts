import fp from "fastify-plugin";
import helmet from "@fastify/helmet";

/** Two years, as for the console (lib/security-headers.ts); sent only when PUBLIC_URL is https. */
const HSTS_SECONDS = 63_072_000;

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
    strictTransportSecurity: https ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/admin") && !String(reply.getHeader("cache-control") ?? "").includes("no-store")) reply.header("cache-control", "no-store");
  });
});
