import "server-only";
import type { ConsoleRequest } from "./console-request";
import { z } from "zod";
import { apiAccessFor, declaredEndpoint, SESSION_ACTIONS } from "../access";
import { ACCOUNT_ROOT } from "../api-paths";
import { fetchBackend, type BackendCall } from "../backend";
import { envelope, type Envelope } from "../envelope";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../idempotency";
import { MESSAGES } from "../messages";
// Who may read a resource's options follows from the declarations (lib/access.ts): loaded here.
import "../resources/index";
// The reports' filters read lists too (the options rule, lib/access.ts).
import "../reports/index";
import { envelopeFor } from "./input-limits";
import { keepSignedInRecords } from "./session-tokens";
import { guarded, json, readBody, readJson } from "./route-handler";

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

const forward = guarded<{ path: string[]; access: ReturnType<typeof accessOf> }, ConsoleRequest>(
  async ({ access }) => access,
  async (request, { session, credentials }, { path, access }) => {
    const key = idempotencyKeyOf(request);
    if (key instanceof Response) return key;
    const body = await requestBody(request, path);
    if (body instanceof Response) return body;
    const answer = await fetchBackend(`/api/admin/${path.map(encodeURIComponent).join("/")}`, {
      method: request.method as BackendCall["method"],
      ...body,
      ...key,
      session: credentials ? session : undefined,
      from: request,
      query: new URL(request.url).searchParams,
    });
    if (answer.status === 401 && credentials) session.destroy();

    // Files (the CSV exports, members' files) stream through as they come, never read whole here.
    if (!answer.headers.get("content-type")?.includes("application/json")) return new Response(answer.body, { status: answer.status, headers: passed(answer, PASSED_HEADERS) });
    // An answer about one's own account updates the sealed cookie and loses its tokens: read here.
    const ownAccount = path[0] === ACCOUNT_ROOT && answer.status === 200 && credentials && access === "signedIn";
    // Any other success is the api's envelope, passed through untouched; a refusal is read, so an
    // answer without the envelope (a proxy's error page, a framework's own refusal) becomes one.
    if (!ownAccount && answer.status >= 200 && answer.status < 300) return new Response(answer.body, { status: answer.status, headers: passed(answer, PASSED_JSON_HEADERS) });
    const parsed = (await answer.json().catch(() => null)) as Envelope | null;
    if (!parsed || !Array.isArray(parsed.recordList)) return json(envelopeFor(answer.status).status, envelopeFor(answer.status));
    const { status: _status, recordList, ...rest } = parsed;
    // A 429's Retry-After tells the browser how long to wait (docs/rate-limits.md).
    const retryAfter = answer.headers.get("retry-after");
    return json(answer.status, { ...rest, recordList: ownAccount ? await keepSignedInRecords(session, recordList) : recordList }, retryAfter ? { "Retry-After": retryAfter } : undefined);
  },
);

/**
 * The console's door to the api: checks the session and the page permission of the resource
 * (lib/access.ts), then forwards with the tokens from the sealed cookie. `path` is the api path under
 * /api/admin/, decoded. Served by app/api/admin/[...path]/route.ts and by the console's lane in front
 * of Next (lib/server/admin-lane.ts), alike.
 */
export function forwardAdmin(request: ConsoleRequest, path: string[]): Promise<Response> {
  return forward(request, { path, access: accessOf(path, request.method) });
}
