import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { envelope } from "../envelope";
import { MESSAGES } from "../messages";
import { consoleRequestId, REQUEST_ID_HEADER } from "../request-id";
import { DEFAULT_PUBLIC_URL } from "../request-origin";
import { ANSWER_HEADERS, transportSecurityHeaders } from "../security-headers";
import { forwardAdmin, leanRead, type LeanOut } from "./admin-forwarder";
import { untouchedNodeBody } from "./api-connection";
import type { ConsoleRequest } from "./console-request";
import { consoleEnv } from "./env";
import { log } from "./log";
import { StaticLane } from "./static-lane";

/**
 * The console's lane for /api/admin/*, in front of Next (docs/performance.md, "The console in front of
 * the api"). Next's route handler, and its middleware in the Edge sandbox, cost the console more than
 * the api's own work for a list call; this serves those paths from the console's own server with the
 * same forwarder (lib/server/admin-forwarder.ts: the same guard, access rule, session and limits), and
 * adds what Next adds to them: the request id, the transport and answer headers. Any request it is not
 * sure of (another method, a path Next would rewrite or refuse) is left to Next, whose route serves it
 * the same way.
 */
const CHANNEL = "http.server.request.start";
const PREFIX = "/api/admin/";
const METHODS = new Set(["GET", "POST", "PUT", "DELETE", "PATCH"]);
/** Characters a path segment keeps as it is (RFC 3986 pchar): anything else, Next is asked. */
const SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/;
const LANE_KEY = Symbol.for("matrimony.console.adminLane");

/** The api path under /api/admin/, decoded as Next gives a catch-all's segments; undefined: Next's. */
export function lanePath(method: string | undefined, url: string | undefined): string[] | undefined {
  if (!method || !METHODS.has(method) || !url?.startsWith(PREFIX)) return undefined;
  const end = url.indexOf("?");
  const segments = url.slice(PREFIX.length, end === -1 ? undefined : end).split("/");
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === "." || segment === "..")) return undefined;
  try {
    const decoded = segments.map((segment) => decodeURIComponent(segment));
    // An encoded slash or dot segment would mean another path once decoded: Next decides those.
    return decoded.some((segment) => segment.includes("/") || segment === "." || segment === "..") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The browser's request as the forwarder reads it (a ConsoleRequest over Node's own request, not a web
 * Request: no copy of its headers), with the request id the middleware would give it.
 */
function laneRequest(message: IncomingMessage, requestId: string): ConsoleRequest {
  const hasBody = message.method !== "GET" && message.method !== "HEAD";
  let body: ReadableStream<Uint8Array> | null | undefined;
  return {
    method: message.method!,
    url: `http://${DEFAULT_HOST}${message.url}`,
    headers: {
      get(name) {
        const key = name.toLowerCase();
        if (key === REQUEST_ID_HEADER) return requestId;
        // As Node gives it, a repeated header already joined (the web Request made from it before read the same).
        const value = message.headers[key];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
    get body() {
      return (body ??= hasBody ? (Readable.toWeb(message) as ReadableStream<Uint8Array>) : null);
    },
  };
}
/** The forwarder reads only the path and query of the URL; the host is the console's business, not the client's. */
const DEFAULT_HOST = "localhost";

function send(response: Response, out: ServerResponse, extra: Record<string, string>) {
  out.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") out.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out.setHeader("set-cookie", cookies);
  for (const [name, value] of Object.entries(extra)) out.setHeader(name, value);
  if (!response.body) return void out.end();
  // The api's answer as it came, when nothing read it on the way: no web stream in between.
  pipeBody(untouchedNodeBody(response.body) ?? Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), out);
}

/** The api's answer, as Node gives it, sent on with its status and headers (a lean read, admin-forwarder.ts). */
function pipeAnswer(status: number, headers: Record<string, string>, answer: IncomingMessage, out: ServerResponse) {
  out.writeHead(status, headers);
  pipeBody(answer, out);
}

function pipeBody(source: Readable, out: ServerResponse) {
  // The browser left before the api's answer began: its "close" has passed, so stop the answer now.
  if (out.destroyed) return void source.destroy();
  // A plain pipe, not stream.pipeline: pipeline's AbortController and DOMException per answer cost
  // more than the copy. A browser that leaves before the end stops the api's answer it was reading.
  out.once("close", () => {
    if (!source.readableEnded) source.destroy();
  });
  source.once("error", () => out.destroy());
  source.pipe(out);
}

/** What every answer of the lane carries whatever the request, as Next's middleware adds it (the environment is the process's). */
let fixedHeaders: Record<string, string> | undefined;
const answerHeaders = () => (fixedHeaders ??= { ...ANSWER_HEADERS, ...transportSecurityHeaders(process.env.PUBLIC_URL || DEFAULT_PUBLIC_URL) });

/** Where a lean read sends its answer (admin-forwarder.ts, leanRead): this request's answer, with its headers. */
class LaneOut implements LeanOut {
  constructor(
    private readonly out: ServerResponse,
    private readonly extra: Record<string, string>,
  ) {}
  send(response: Response) {
    send(response, this.out, this.extra);
  }
  pipe(status: number, headers: Record<string, string>, answer: IncomingMessage) {
    pipeAnswer(status, Object.assign(headers, this.extra), answer, this.out);
  }
}

async function serve(message: IncomingMessage, out: ServerResponse, path: string[]) {
  const given = message.headers[REQUEST_ID_HEADER];
  const requestId = consoleRequestId(typeof given === "string" ? given : undefined);
  const extra = { ...answerHeaders(), [REQUEST_ID_HEADER]: requestId };
  try {
    const request = laneRequest(message, requestId);
    const mark = message.url!.indexOf("?");
    const lean = leanRead(request, path, mark === -1 ? "" : message.url!.slice(mark + 1), requestId, new LaneOut(out, extra));
    if (lean && (await lean)) return;
    send(await forwardAdmin(request, path), out, extra);
  } catch (error) {
    log().error({ requestId, error: error instanceof Error ? error.message : String(error) }, "admin lane failed");
    if (out.headersSent) return void out.destroy();
    send(Response.json(envelope(500, [], MESSAGES.backendUnavailable), { status: 500, headers: { "cache-control": "no-store" } }), out, extra);
  }
}

/**
 * Takes /api/admin/* requests of the console's server (`isConsole`), and the build's scripts and styles
 * it has compressed (`statics`, lib/server/static-lane.ts), before its own listeners see them.
 */
export function installAdminLane(isConsole: (server: Server) => boolean, statics?: StaticLane): () => void {
  const seen = new WeakSet<Server>();
  const onRequest = (message: unknown) => {
    const { server } = message as { server: Server };
    if (seen.has(server)) return;
    seen.add(server);
    if (!isConsole(server)) return;
    const emit = server.emit;
    // Node announces a request on the channel just before it emits it: the server's first request
    // already goes through here.
    server.emit = function laneEmit(this: Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [request, response] = args as [IncomingMessage, ServerResponse];
        const path = lanePath(request.method, request.url);
        if (path) {
          void serve(request, response, path);
          return true;
        }
        if (statics?.serve(request, response)) return true;
      }
      return emit.apply(this, [event, ...args] as Parameters<Server["emit"]>);
    } as Server["emit"];
  };
  diagnostics.subscribe(CHANNEL, onRequest);
  return () => void diagnostics.unsubscribe(CHANNEL, onRequest);
}

/** Once per process, at start (instrumentation.ts): for the server listening on PORT, Next's. */
export function installAdminLaneOnce() {
  const global = globalThis as typeof globalThis & { [LANE_KEY]?: boolean };
  if (global[LANE_KEY]) return;
  global[LANE_KEY] = true;
  const port = Number(consoleEnv().PORT);
  installAdminLane((server) => (server.address() as AddressInfo | null)?.port === port, new StaticLane());
}
