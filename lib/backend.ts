import "server-only";
import type { ConsoleRequest } from "./server/console-request";
import type { IronSession } from "iron-session";
import { z } from "zod";
import { credentialsSchema } from "./credentials";
import type { IncomingMessage, RequestOptions } from "node:http";
import { apiAnswer, ApiTimeout, apiRequest, type ApiRequest } from "./server/api-connection";
import { clientAddressOf } from "./server/client-address-hook";
import { consoleEnv } from "./server/env";
import { envelope, type Envelope } from "./envelope";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { MESSAGES } from "./messages";
import type { SessionData } from "./session-options";
import { storeSignIn } from "./server/session-tokens";
import { envelopeFor } from "./server/input-limits";
import { currentRequestId, logApiCall } from "./server/log";
import { REQUEST_ID_HEADER } from "./request-id";
import { apiPaths } from "./api-paths";

const TIMEOUT_MS = 15_000;

export type Tokens = Pick<SessionData, "sessionToken" | "refreshToken">;

export interface BackendCall {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** JSON, or the raw bytes of an upload with their type. */
  body?: unknown;
  file?: { bytes: ArrayBuffer; contentType: string };
  /** Longer than the usual time-out (a bulk upload saved in one transaction). */
  timeoutMs?: number;
  /** Whose tokens to send; a refreshed pair is saved back into it. */
  session?: IronSession<SessionData>;
  /** Tokens not (yet) in a session: a sign-in being refused. */
  tokens?: Tokens;
  /** The browser's request, for its address and user agent (throttling and the audit log). */
  from?: ConsoleRequest;
  query?: URLSearchParams;
  /** The browser's key for this change, passed on so a repeat is never applied twice (docs/idempotency.md). */
  idempotencyKey?: string;
}

export interface BackendAnswer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

const signedIn = credentialsSchema.extend({ SessionToken: z.string(), RefreshToken: z.string() });
export const parseSignedIn = (record: unknown) => signedIn.parse(record);

/** The api's two calls that read a refresh token (backend/src/routes/account.ts): no other call is sent it. */
const REFRESH_TOKEN_READERS = new Set<string>([apiPaths.account.refreshToken, apiPaths.account.logout]);

function headersFor(path: string, call: BackendCall, tokens: Tokens): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  // The address TRUST_PROXY allows, never one a client claims (docs/rate-limits.md).
  const forwardedFor = clientAddressOf(call.from);
  const userAgent = call.from?.headers.get("user-agent");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  if (userAgent) headers["user-agent"] = userAgent;
  if (call.file) headers["content-type"] = call.file.contentType;
  else if (call.body !== undefined) headers["content-type"] = "application/json";
  if (tokens.sessionToken) headers.authorization = `Bearer ${tokens.sessionToken}`;
  if (tokens.refreshToken && REFRESH_TOKEN_READERS.has(path)) headers["refresh-token"] = tokens.refreshToken;
  if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
  return headers;
}

/** What one exchange sends: the api's URL and the request, with the id the logs share. */
async function outgoing(path: string, call: BackendCall, tokens: Tokens) {
  const url = new URL(path, consoleEnv().API_BASE_URL);
  if (call.query) url.search = call.query.toString();
  // The same id in the console's log, the api's log and the browser's X-Request-Id (docs/operations.md).
  const requestId = await currentRequestId(call.from);
  const request: ApiRequest = {
    method: call.method ?? "GET",
    headers: { ...headersFor(path, call, tokens), [REQUEST_ID_HEADER]: requestId },
    body: call.file ? call.file.bytes : call.body === undefined ? undefined : JSON.stringify(call.body),
    timeoutMs: call.timeoutMs ?? TIMEOUT_MS,
  };
  return { url, request, line: { requestId, method: request.method, path: url.pathname } };
}

/** A network failure or time-out, logged, as the 502 or 504 answer the browser is given. */
function unanswered(line: { requestId: string; method: string; path: string }, started: number, error: unknown): Response {
  const status = error instanceof ApiTimeout ? 504 : 502;
  logApiCall({ ...line, status, ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) });
  return Response.json(envelope(status, [], MESSAGES.backendUnavailable), { status });
}

/**
 * One HTTP exchange with the api; a network failure or time-out becomes a 502 or 504 answer. The
 * time-out is for the answer to start: a long download (the CSV of a million members) keeps streaming
 * after it, where a time-out on the whole exchange would cut it short.
 */
async function exchange(path: string, call: BackendCall, tokens: Tokens): Promise<Response> {
  const { url, request, line } = await outgoing(path, call, tokens);
  const started = performance.now();
  try {
    const response = await apiRequest({ ...apiTarget(), path: `${url.pathname}${url.search}` }, request);
    logApiCall({ ...line, status: response.status, ms: performance.now() - started });
    return response;
  } catch (error) {
    return unanswered(line, started, error);
  }
}

/**
 * The api's address as Node's client takes it, worked out again only when API_BASE_URL is not what it
 * was: one variable read per call, where checking the whole configuration (consoleEnv) reads them all.
 */
let target: { given: string; options: Pick<RequestOptions, "protocol" | "hostname" | "port" | "auth" | "socketPath"> } | undefined;
function apiTarget() {
  const given = `${process.env.API_BASE_URL} ${process.env.API_SOCKET}`;
  if (!target || target.given !== given) {
    const env = consoleEnv();
    const url = new URL(env.API_BASE_URL);
    // Credentials in the address go as Node's client would send them from a URL.
    const auth = url.username || url.password ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined;
    // Through API_SOCKET when the api is on this machine: the address then only names the api (Host).
    const socketPath = env.API_SOCKET;
    target = { given, options: { protocol: url.protocol, hostname: url.hostname.replace(/^\[|\]$/g, ""), port: url.port || undefined, ...(auth ? { auth } : {}), ...(socketPath ? { socketPath } : {}) } };
  }
  return target.options;
}

/**
 * A read sent as fetchBackend sends it (the same headers and time-out), under the request id the lane
 * gave it and with the query as the browser wrote it, whose answer is the api's Node answer itself: for
 * the console's lane to pass on untouched when it may (lib/server/admin-lane.ts), without a web
 * Request, Response, stream or URL on the way (docs/performance.md, "The console in front of the api").
 * No refresh: a 401 is the caller's to send again the usual way. A failure is the 502 or 504 answer.
 */
export function readThrough(path: string, query: string, from: ConsoleRequest, tokens: Tokens, requestId: string): Promise<IncomingMessage | Response> {
  const line = { requestId, method: "GET", path };
  const started = performance.now();
  const request: ApiRequest = { method: "GET", headers: { ...headersFor(path, { from }, tokens), [REQUEST_ID_HEADER]: requestId }, timeoutMs: TIMEOUT_MS };
  return apiAnswer({ ...apiTarget(), path: query ? `${path}?${query}` : path }, request).then(
    (answer) => {
      logApiCall({ ...line, status: answer.statusCode ?? 502, ms: performance.now() - started });
      return answer;
    },
    (error: unknown) => unanswered(line, started, error),
  );
}

/** Swaps the refresh token for a new pair and keeps it in the session; false when the sign-in is over. */
async function refresh(session: IronSession<SessionData>, from?: ConsoleRequest): Promise<boolean> {
  const response = await exchange(apiPaths.account.refreshToken, { method: "POST", from }, { refreshToken: session.refreshToken });
  if (response.status !== 200) return false;
  const body = (await response.json().catch(() => null)) as Envelope | null;
  const record = signedIn.safeParse(body?.recordList?.[0]);
  if (!record.success) return false;
  const { SessionToken, RefreshToken, ...credentials } = record.data;
  await storeSignIn(session, { SessionToken, RefreshToken, credentials });
  return true;
}

/**
 * The one way to the api. Sends the session's tokens; when the SessionToken has expired it
 * refreshes once, transparently, and retries. Tokens never leave the server.
 */
export async function fetchBackend(path: string, call: BackendCall = {}): Promise<Response> {
  const session = call.session;
  const first = await exchange(path, call, session ?? call.tokens ?? {});
  if (first.status !== 401 || !session?.refreshToken) return first;
  if (!(await refresh(session, call.from))) return first;
  return exchange(path, call, session);
}

/** fetchBackend for the JSON envelope of the contract. */
export async function callBackend<T = unknown>(path: string, call: BackendCall = {}): Promise<BackendAnswer<T>> {
  const response = await fetchBackend(path, call);
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body || !Array.isArray(body.recordList)) {
    const answer = envelopeFor(response.status);
    return { status: answer.status, body: answer as Envelope<T>, headers: response.headers };
  }
  return { status: response.status, body, headers: response.headers };
}
