import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { holdsNul, jsonCharsetRefused, jsonRefusalStatus, jsonTextRefusal, MAX_URL_LENGTH } from "@/lib/input-limits";
import { MESSAGES } from "@/lib/messages";
import { HttpError, send } from "./envelope";

/** The largest JSON body the api reads, 1 MiB: Fastify's bodyLimit and the JSON parser's alike. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The api's JSON parser: the body's size and depth are checked on its text before it is parsed, so
 * nothing after (the NUL check, zod, a serialiser) ever walks a body nested thousands deep
 * (docs/input-limits.md). Parsing itself stays Fastify's, with its guard against prototype poisoning.
 */
export function acceptBoundedJson(app: FastifyInstance, maxBytes: number) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: maxBytes }, (request, body, done) => {
    if (jsonCharsetRefused(request.headers["content-type"])) return done(new HttpError(415, MESSAGES.unsupportedContent), undefined);
    const refusal = jsonTextRefusal(body as string, { maxBytes });
    if (refusal) return done(new HttpError(jsonRefusalStatus(refusal), refusal), undefined);
    parse(request, body as string, done);
  });
}

/** Input refused before any route runs: an overlong URL (414) and NUL characters (400). */
export function refuseBadInput(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, MESSAGES.addressTooLong);
  });
  // PostgreSQL stores no NUL character: refused here with words, not by the database with a 500.
  app.addHook("preHandler", async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw new HttpError(400, MESSAGES.forbiddenCharacter);
    }
  });
}

/**
 * The router's own refusals (a path segment past maxParamLength, a malformed URL) in the envelope,
 * without echoing the URL back: Fastify's `frameworkErrors` option.
 */
export function frameworkRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
  return send(reply, status, { message: status === 414 ? MESSAGES.addressTooLong : MESSAGES.invalidRequest, recordList: [] });
}
