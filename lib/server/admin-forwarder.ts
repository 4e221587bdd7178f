import "server-only";
import type { ConsoleRequest } from "./console-request";
import { z } from "zod";
import type { IncomingMessage } from "node:http";
import { apiAccessFor, declaredEndpoint, mayCall, SESSION_ACTIONS } from "../access";
import { ACCOUNT_ROOT } from "../api-paths";
import { fetchBackend, readThrough, type BackendCall } from "../backend";
import { envelope, type Envelope } from "../envelope";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../idempotency";
import { MAX_URL_LENGTH } from "../input-limits";
import { MESSAGES } from "../messages";
// Who may read a resource's options follows from the declarations (lib/access.ts): loaded here.
import "../resources/index";
// The reports' filters read lists too (the options rule, lib/access.ts).
import "../reports/index";
import { envelopeFor } from "./input-limits";
import { keepSignedInRecords } from "./session-tokens";
import { guarded, json, readBody, readJson } from "./route-handler";
import { answerResponse } from "./api-connection";
import { noStore } from "./no-store";
import { rememberedSession } from "./request-session";

/**
 * Uploads (pictures) are checked by the api; this keeps a runaway body from being read at all. A route
 * a resource declares may take more (lib/engine/define.ts `endpoints`). The body is read here before it
 * is forwarded: a refreshed SessionToken means sending it a second time, which a stream cannot.
 */
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
/** What a file answer (a CSV export, a member's photo or document) keeps on its way to the browser. */
const PASSED_HEADERS = ["content-type", "content-disposition", "cache-control", "x-content-type-options", "content-security-policy", "retry-after"];
/**
 * What a JSON answer passed through untouched keeps: its type, its length (the body is the api's bytes:
 * known, the answer needs no chunked ending, one write less per call) and a 429's Retry-After
 * (docs/rate-limits.md).
 */
const PASSED_JSON_HEADERS = ["content-type", "content-length", "retry-after"];

/** Sign-in, refresh and sign-out are the session route's, never forwarded. */
const accessOf = (path: string[], method: string) => (path[0] === ACCOUNT_ROOT && SESSION_ACTIONS.has(path[1]) ? undefined : apiAccessFor(path, method));

async function requestBody(request: ConsoleRequest, path: string[]): Promise<Pick<BackendCall, "body" | "file" | "timeoutMs"> | Response> {
  // A DELETE's body goes on too: the api refuses one with fields, which dropped here would have been
  // a delete carried out regardless of what came with it (docs/input-limits.md).
  if (["GET", "HEAD"].includes(request.method)) return {};
  const type = request.headers.get("content-type") ?? "";
  if (!type || type.startsWith("application/json")) {
    const body = await readJson(request);
    return body instanceof Response ? body : { body };
  }
  const declared = declaredEndpoint(request.method, path);
  const bytes = await readBody(request, declared?.maxBytes ?? MAX_UPLOAD_BYTES);
  if (bytes instanceof Response) return bytes;
  return { file: { bytes: bytes.buffer as ArrayBuffer, contentType: "application/octet-stream" }, ...(declared?.timeoutMs ? { timeoutMs: declared.timeoutMs } : {}) };
}

/** The browser's key for a change, checked here too: a malformed one is refused before the api is asked. */
function idempotencyKeyOf(request: ConsoleRequest): Pick<BackendCall, "idempotencyKey"> | Response {
  const header = request.headers.get(IDEMPOTENCY_HEADER);
  if (header === null) return {};
  const key = z.string().regex(IDEMPOTENCY_KEY_PATTERN).safeParse(header);
  return key.success ? { idempotencyKey: key.data } : json(400, envelope(400, [], MESSAGES.badIdempotencyKey));
}

/** The headers of `answer` named in `names`, for an answer passed through as the api sent it. */
function passed(answer: Response, names: string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Whether an answer goes to the browser as the api sent it: a success in JSON that needs no rewriting. */
const untouched = (status: number, contentType: string | null | undefined, rewritten: boolean) => !rewritten && status >= 200 && status < 300 && Boolean(contentType?.includes("application/json"));

/**
 * The api's answer as the browser is given it. Files (the CSV exports, members' files) stream through
 * as they come, never read whole here. A success in JSON is the api's envelope, passed through
 * untouched, unless `keep` rewrites its records (an answer about one's own account loses its tokens);
 * a refusal is read, so an answer without the envelope (a proxy's error page, a framework's own
 * refusal) becomes one.
 */
async function relay(answer: Response, keep?: (records: unknown[]) => Promise<unknown[]>): Promise<Response> {
  const type = answer.headers.get("content-type");
  if (!type?.includes("application/json")) return new Response(answer.body, { status: answer.status, headers: passed(answer, PASSED_HEADERS) });
  const rewrite = keep && answer.status === 200 ? keep : undefined;
  if (untouched(answer.status, type, Boolean(rewrite))) return new Response(answer.body, { status: answer.status, headers: passed(answer, PASSED_JSON_HEADERS) });
  const parsed = (await answer.json().catch(() => null)) as Envelope | null;
  if (!parsed || !Array.isArray(parsed.recordList)) return json(envelopeFor(answer.status).status, envelopeFor(answer.status));
  const { status: _status, recordList, ...rest } = parsed;
  // A 429's Retry-After tells the browser how long to wait (docs/rate-limits.md).
  const retryAfter = answer.headers.get("retry-after");
  return json(answer.status, { ...rest, recordList: rewrite ? await rewrite(recordList) : recordList }, retryAfter ? { "Retry-After": retryAfter } : undefined);
}

const forward = guarded<{ path: string[]; access: ReturnType<typeof accessOf> }, ConsoleRequest>(
  async ({ access }) => access,
  async (request, { session, credentials }, { path, access }) => {
    const key = idempotencyKeyOf(request);
    if (key instanceof Response) return key;
    const body = await requestBody(request, path);
    if (body instanceof Response) return body;
    const answer = await fetchBackend(apiPathOf(path), {
      method: request.method as BackendCall["method"],
      ...body,
      ...key,
      session: credentials ? session : undefined,
      from: request,
      query: new URL(request.url).searchParams,
    });
    if (answer.status === 401 && credentials) session.destroy();
    const ownAccount = path[0] === ACCOUNT_ROOT && credentials && access === "signedIn";
    return relay(answer, ownAccount ? (records) => keepSignedInRecords(session, records) : undefined);
  },
);

/** What URLSearchParams writes unescaped: a query of only these reads the same to the api either way. */
const PLAIN_QUERY = /^[A-Za-z0-9\-._~*%&=+]*$/;

const apiPathOf = (path: string[]) => `/api/admin/${path.map(encodeURIComponent).join("/")}`;

/**
 * The lean way for a read (docs/performance.md, "The console in front of the api"): a GET of a page's
 * rows or routes by a sign-in whose seal this process has opened before (lib/server/request-session.ts)
 * and whose rights allow it, as `forward`'s guard would decide it, asked of the api without opening a
 * session and without a web Request, Response or stream. A success in JSON goes to `out` as the api
 * sent it; any other answer is relayed as `forward` relays it; a 401 (the SessionToken expired) is left
 * to `forward`, which refreshes the tokens and asks again. Anything else is not a lean read: false,
 * with nothing sent, and the caller forwards it the usual way.
 */
export function leanRead(request: ConsoleRequest, path: string[], query: string, requestId: string, out: LeanOut): false | Promise<boolean> {
  // A GET is never a foreign write, and it has no body or idempotency key to check.
  // An address near the length limit, or a query with anything URLSearchParams would write otherwise
  // (a "#" ends it there), goes the usual way, which measures and reads it; the lean way sends the query
  // as the browser wrote it. So does a GET with an Idempotency-Key, which the usual way checks.
  if (request.method !== "GET" || request.url.length > MAX_URL_LENGTH || !PLAIN_QUERY.test(query) || request.headers.get(IDEMPOTENCY_HEADER) !== null) return false;
  const access = accessOf(path, "GET");
  // Public and own-account routes go the usual way: an own-account answer is rewritten.
  if (!access || typeof access === "string") return false;
  const session = rememberedSession(request);
  if (!session?.sessionToken || !session.credentials || !mayCall(session.credentials, access)) return false;
  return readThrough(apiPathOf(path), query, request, { sessionToken: session.sessionToken, refreshToken: session.refreshToken }, requestId).then((answer) => {
    if (answer instanceof Response) return relayed(answer, out);
    if (answer.statusCode === 401) {
      answer.resume();
      return false;
    }
    // The few headers passed on, read from the raw list: the api's answer carries a dozen more.
    const headers: Record<string, string> = { "cache-control": "no-store" };
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      const name = answer.rawHeaders[i].toLowerCase();
      if (PASSED_JSON_HEADERS.includes(name)) headers[name] = answer.rawHeaders[i + 1];
    }
    const status = answer.statusCode ?? 502;
    if (!untouched(status, headers["content-type"], false)) return relayed(answerResponse(answer, "GET"), out);
    out.pipe(status, headers, answer);
    return true;
  });
}

/** Any lean answer but a success in JSON: relayed as `forward` relays it. */
const relayed = async (answer: Response, out: LeanOut) => {
  out.send(noStore(await relay(answer)));
  return true;
};

/** Where a lean read's answer goes: a Response to send, or the api's answer to pipe with these headers. */
export interface LeanOut {
  send(response: Response): void;
  pipe(status: number, headers: Record<string, string>, answer: IncomingMessage): void;
}

/**
 * The console's door to the api: checks the session and the page permission of the resource
 * (lib/access.ts), then forwards with the tokens from the sealed cookie. `path` is the api path under
 * /api/admin/, decoded. Served by app/api/admin/[...path]/route.ts and by the console's lane in front
 * of Next (lib/server/admin-lane.ts), alike.
 */
export function forwardAdmin(request: ConsoleRequest, path: string[]): Promise<Response> {
  return forward(request, { path, access: accessOf(path, request.method) });
}
