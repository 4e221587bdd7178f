import "server-only";
import type { ConsoleRequest } from "./console-request";
import { NextResponse } from "next/server";
import type { IronSession } from "iron-session";
import { mayCall, type RouteAccess } from "../access";
import type { Credentials } from "../credentials";
import { envelope } from "../envelope";
import { jsonCharsetRefused } from "../input-limits";
import { MESSAGES } from "../messages";
import { consoleAddress, consoleOrigins, isForeignWrite } from "../request-origin";
import { consoleEnv } from "./env";
import { noStore } from "./no-store";
import { refreshCredentials } from "./fresh-session";
import { overlongUrl, parseBoundedJson, tooLarge } from "./input-limits";
import { requestSession, withSetCookies } from "./request-session";
import type { SessionData } from "../session-options";

export const json = (status: number, body: object, headers?: HeadersInit) => NextResponse.json({ status, ...body }, { status, headers });
export const refuse = (status: number, message: string) => NextResponse.json(envelope(status, [], message), { status });

export interface Guarded {
  session: IronSession<SessionData>;
  credentials: Credentials | undefined;
}

/**
 * Every console route handler goes through this: it reads the session and checks the access
 * itself with lib/access.ts. The middleware never runs for /api, and is never trusted alone.
 * The session is read from the request and its cookie written on the answer, so the same guard serves
 * Next's route handlers and the console's lane for /api/admin/* (lib/server/admin-lane.ts).
 */
export function guarded<C, R extends ConsoleRequest = Request>(
  access: RouteAccess | ((context: C, request: R) => Promise<RouteAccess | undefined>),
  handler: (request: R, guard: Guarded, context: C) => Promise<Response>,
) {
  // Every answer of a route handler is about this session: never kept by a browser or a proxy.
  return async (request: R, context: C): Promise<Response> => {
    const setCookies = new Headers();
    return noStore(withSetCookies(await answer(request, context, setCookies), setCookies));
  };
  async function answer(request: R, context: C, setCookies: Headers): Promise<Response> {
    // Only the console's own pages may change anything (docs/security-headers.md).
    // The refusal names the address to open: someone who typed another name of the console is told where it is.
    const { PUBLIC_URL, PORT } = consoleEnv();
    if (isForeignWrite(request.method, request.headers, consoleOrigins(PUBLIC_URL, PORT))) return refuse(403, MESSAGES.openConsoleAt(consoleAddress(PUBLIC_URL, PORT)));
    const overlong = overlongUrl(request);
    if (overlong) return overlong;
    const need = typeof access === "function" ? await access(context, request) : access;
    if (!need) return refuse(404, MESSAGES.notFound);
    const session = await requestSession(request, setCookies);
    const credentials = session.credentials;
    if (need !== "public") {
      if (!credentials || !session.sessionToken) return refuse(401, MESSAGES.sessionExpired);
      // The cookie may hold rights from before a change: a refusal is checked again with fresh ones.
      if (!mayCall(credentials, need)) {
        if (!(await refreshCredentials(session, request))) return refuse(401, MESSAGES.sessionExpired);
        if (!session.credentials || !mayCall(session.credentials, need)) return refuse(403, MESSAGES.notPermitted);
      }
    }
    return handler(request, { session, credentials: session.credentials }, context);
  }
}

export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The body of a request, read up to a limit whatever its headers claim (a chunked body has no
 * length to check): past the limit, a 413 answer instead of the bytes.
 */
export async function readBody(request: ConsoleRequest, limit: number): Promise<Uint8Array | Response> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancelled: that would cut the connection under the answer. It is closed after it instead.
      reader.releaseLock();
      return tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A JSON body within the limit; no body reads as an empty object. Malformed JSON is a 400 here, as the
 * api answers it: read as an empty object, it made a request of a handler that reads no body (a
 * two-factor setup) do its work (docs/input-limits.md).
 */
export async function readJson(request: ConsoleRequest): Promise<unknown | Response> {
  const bytes = await readBody(request, JSON_BODY_LIMIT);
  if (bytes instanceof Response) return bytes;
  if (jsonCharsetRefused(request.headers.get("content-type"))) return NextResponse.json(envelope(415, [], MESSAGES.unsupportedContent), { status: 415 });
  const text = new TextDecoder().decode(bytes);
  // Too deep is refused here (docs/input-limits.md): it would overflow the serialiser on the way on.
  const parsed = parseBoundedJson(text, JSON_BODY_LIMIT);
  if (parsed) return parsed instanceof Response ? parsed : parsed.value;
  return text.trim() ? NextResponse.json(envelope(400, [], MESSAGES.invalidRequest), { status: 400 }) : {};
}
