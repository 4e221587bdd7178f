/**
 * The browser's helper for the console's own route handlers (docs/product-rules.md §7): JSON in and out, the body
 * read whatever the status, a network failure logged and rethrown. Tokens never pass through here.
 */
import type { Envelope } from "../envelope";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    throw error;
  }
  const parsed = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
  return { recordList: [], ...parsed, status: parsed?.status ?? response.status };
}

/** Sends a file's raw bytes (a picture); the answer is the usual envelope. */
export async function uploadFile<T = unknown>(path: string, file: Blob): Promise<Envelope<T>> {
  const response = await fetch(path, { method: "POST", credentials: "same-origin", body: file, headers: { "content-type": "application/octet-stream" } });
  const parsed = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
  return { recordList: [], ...parsed, status: parsed?.status ?? response.status };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
