import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { isTrustedHop, type TrustedProxies } from "@/lib/config/trust-proxy";
import { acceptedRequestId, newRequestId, REQUEST_ID_HEADER } from "@/lib/request-id";

/** A request slower than this is logged at warn (docs/operations.md). */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's genReqId: the console's X-Request-Id when the request comes straight from a peer that
 * API_TRUST_PROXY trusts (the console, or the nginx in front of the apis), else a fresh id, so an outsider
 * cannot write ids of their choosing into the log. The same trust as Fastify's for the address.
 */
export function requestIdGenerator(trust: TrustedProxies): (request: IncomingMessage) => string {
  const trusts = isTrustedHop(trust);
  return (request) => {
    const claimed = acceptedRequestId(request.headers[REQUEST_ID_HEADER]?.toString());
    return claimed && trusts(request.socket.remoteAddress ?? "", 0) ? claimed : newRequestId();
  };
}

/**
 * Every answer carries its id back (X-Request-Id); every request ends in one log line at a level that
 * keeps the volume sane: error for a 5xx, warn when slow, debug otherwise (off at the default info).
 */
export function requestLog(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const level = reply.statusCode >= 500 ? "error" : ms >= SLOW_REQUEST_MS ? "warn" : "debug";
    request.log[level]({ method: request.method, path: request.url.split("?")[0], status: reply.statusCode, ms }, "request");
  });
}
