import "server-only";

/**
 * `Cache-Control: no-store` on an answer that did not say how to cache itself (docs/security-headers.md):
 * signed-in JSON and token-carrying answers are never kept. A file the api marked cacheable (a
 * picture) keeps its own header.
 */
export function noStore(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", "no-store");
    return response;
  } catch {
    // A response whose headers are immutable (passed through as fetched): copied with the header.
    const headers = new Headers(response.headers);
    headers.set("cache-control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
