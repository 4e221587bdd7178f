import "server-only";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";

/**
 * Kept-alive connections to the api, shared by every call of the process. Node's own client costs the
 * console a fraction of fetch's per call (docs/performance.md, "The console in front of the api"),
 * and every browser call becomes one.
 */
const agents = { "http:": new http.Agent({ keepAlive: true }), "https:": new https.Agent({ keepAlive: true }) };

/** The api's address and a path with its query, as Node's client takes them: no URL to parse per call. */
export type ApiTarget = Pick<http.RequestOptions, "protocol" | "hostname" | "port" | "path" | "auth" | "socketPath">;

export interface ApiRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | ArrayBuffer;
  /** How long the answer may take to start; once started, it streams as long as it takes. */
  timeoutMs: number;
}

/** The api did not start its answer in time (a 504 to the browser). */
export class ApiTimeout extends Error {
  name = "TimeoutError";
  constructor() {
    super("The api did not answer in time");
  }
}

/**
 * A kept-alive connection the api closed just as it was taken for a new request fails before any
 * answer: the request is sent again on another connection (Node's documented remedy; the body is held
 * in memory, so it can be). A change carries its idempotency key, so a repeat is never applied twice
 * (docs/idempotency.md).
 */
const closedUnderUs = (request: http.ClientRequest, error: NodeJS.ErrnoException) => request.reusedSocket && (error.code === "ECONNRESET" || error.message === "socket hang up");

/** The api's own Node stream behind each answer body made here, until the body is read or taken. */
const nodeBodies = new WeakMap<ReadableStream, http.IncomingMessage>();

/**
 * The answer's body as a web stream that reads nothing until it is read (a high-water mark of 0), so
 * that the console's lane can still send the api's Node stream on as it is (`untouchedNodeBody`),
 * without passing every chunk through a web stream and back (docs/performance.md, "The console in
 * front of the api").
 */
function lazyBody(answer: http.IncomingMessage): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        nodeBodies.delete(body);
        reader ??= (Readable.toWeb(answer) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        nodeBodies.delete(body);
        if (reader) return reader.cancel(reason);
        answer.destroy();
      },
    },
    { highWaterMark: 0 },
  );
  nodeBodies.set(body, answer);
  return body;
}

/** The api's Node stream behind `body` when nothing has read it yet: taken once, by whoever sends it on. */
export function untouchedNodeBody(body: ReadableStream | null): http.IncomingMessage | undefined {
  if (!body || body.locked) return undefined;
  const answer = nodeBodies.get(body);
  nodeBodies.delete(body);
  return answer;
}

/**
 * One exchange with the api: its answer as Node gives it, once it has started. The time-out is a timer
 * that ends the request, not an AbortSignal: a signal per call (its listeners, its DOMException) cost
 * the console more than the rest of the request (docs/performance.md).
 */
export function apiAnswer(url: URL | ApiTarget, call: ApiRequest, attempts = 3): Promise<http.IncomingMessage> {
  const { method, body, timeoutMs } = call;
  const payload = body === undefined ? undefined : typeof body === "string" ? Buffer.from(body) : Buffer.from(body);
  // Its length said outright: without it Node sends no body at all with a DELETE.
  const headers = payload ? { ...call.headers, "content-length": String(payload.length) } : call.headers;
  const client = url.protocol === "https:" ? https : http;
  const agent = agents[url.protocol as keyof typeof agents];
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const answered = (answer: http.IncomingMessage) => {
      clearTimeout(timer);
      resolve(answer);
    };
    const request = url instanceof URL ? client.request(url, { method, headers, agent }, answered) : client.request({ ...url, method, headers, agent }, answered);
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new ApiTimeout());
    }, timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (timedOut) return reject(new ApiTimeout());
      if (attempts > 1 && closedUnderUs(request, error)) return resolve(apiAnswer(url, call, attempts - 1));
      reject(error);
    });
    request.end(payload);
  });
}

/** The api's answer as a Response whose body streams as it arrives (and is not read until it is). */
export function answerResponse(answer: http.IncomingMessage, method: string): Response {
  const names = new Headers();
  for (let i = 0; i < answer.rawHeaders.length; i += 2) names.append(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
  const status = answer.statusCode ?? 502;
  const empty = method === "HEAD" || status === 204 || status === 304;
  if (empty) answer.resume();
  return new Response(empty ? null : lazyBody(answer), { status, headers: names });
}

/** One exchange with the api, its answer as a Response (`answerResponse`). */
export const apiRequest = (url: URL | ApiTarget, call: ApiRequest): Promise<Response> => apiAnswer(url, call).then((answer) => answerResponse(answer, call.method));
