/**
 * The browser's helper for the console's own route handlers (docs/product-rules.md §7): JSON in and out, the body
 * read whatever the status, a network failure logged and rethrown. Tokens never pass through here.
 */
import type { Envelope } from "../envelope";
import { IDEMPOTENCY_HEADER, UNCERTAIN_STATUSES } from "../idempotency";
import { CONSOLE_MESSAGES } from "../console-messages";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Said on the window after each change the api accepted from this tab: what counts waiting work asks again (components/shell/use-pending-work.ts). */
export const CONSOLE_CHANGED = "console:changed";
const changed = <T>(answer: Envelope<T>) => {
  if (answer.status >= 200 && answer.status < 300 && typeof window !== "undefined") window.dispatchEvent(new Event(CONSOLE_CHANGED));
  return answer;
};

/** A new key: randomUUID where the page is a secure context, the same 122 random bits otherwise. */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The keys of changes whose outcome is not known yet (no answer, 502/504, or "still being saved"): the
 * same change sent again (same method, path and body) is the same action retried and reuses its key,
 * so the api answers what became of the first instead of applying it twice (docs/idempotency.md). A
 * change with a known outcome forgets its key: doing it again is a new action.
 */
const pendingKeys = new Map<string, string>();
const pendingUploads = new WeakMap<Blob, Map<string, string>>();

const undecided = (status: number, message?: string) => UNCERTAIN_STATUSES.has(status) || message === CONSOLE_MESSAGES.stillBeingSaved;

async function answerOf<T>(response: Response): Promise<Envelope<T>> {
  const parsed = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
  return { recordList: [], ...parsed, status: parsed?.status ?? response.status };
}

/** Runs a write under a key kept while its outcome is unknown, dropped once it is known. */
async function keyed<T>(keys: { get(): string | undefined; set(key: string): void; drop(): void }, send: (key: string) => Promise<Response>): Promise<Envelope<T>> {
  const key = keys.get() ?? newKey();
  keys.set(key);
  const answer = await answerOf<T>(await send(key));
  if (!undecided(answer.status, answer.message)) keys.drop();
  return changed(answer);
}

export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown): Promise<Envelope<T>> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" };
  const send = (key?: string) => fetch(path, { method, credentials: "same-origin", headers: key ? { ...headers, [IDEMPOTENCY_HEADER]: key } : headers, body: text });
  try {
    if (method === "GET") return await answerOf<T>(await send());
    const change = `${method} ${path} ${text ?? ""}`;
    return await keyed<T>({ get: () => pendingKeys.get(change), set: (key) => pendingKeys.set(change, key), drop: () => pendingKeys.delete(change) }, send);
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    throw error;
  }
}

/** Sends a file's raw bytes (a picture); the answer is the usual envelope. The same file sent again to the same path reuses its key. */
export async function uploadFile<T = unknown>(path: string, file: Blob): Promise<Envelope<T>> {
  const keys = pendingUploads.get(file) ?? new Map<string, string>();
  pendingUploads.set(file, keys);
  return keyed<T>({ get: () => keys.get(path), set: (key) => keys.set(path, key), drop: () => keys.delete(path) }, (key) =>
    fetch(path, { method: "POST", credentials: "same-origin", body: file, headers: { "content-type": "application/octet-stream", [IDEMPOTENCY_HEADER]: key } }),
  );
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
