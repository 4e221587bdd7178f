/**
 * Where a state-changing request comes from (docs/security-headers.md): only the console's own pages,
 * at PUBLIC_URL (or, without it, on the console's own loopback port), may change anything. Pure, so the
 * Edge middleware and the route handlers can share it.
 */

/** PUBLIC_URL when unset: the console's own address in development. The console's config and the middleware alike. */
export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

/** The names one machine reaches itself by: `npm start` prints the first, people type any. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins whose pages may change anything. With PUBLIC_URL, its origin alone. Without it (the
 * embedded default of `npm start`), the console is on this machine's loopback: each loopback name of its
 * own port is the same console, so none of them is another site.
 */
export function consoleOrigins(publicUrl: string | undefined, port: number | string): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
}

/** The address to open, named when a write from elsewhere is refused: PUBLIC_URL, or what `npm start` prints. */
export const consoleAddress = (publicUrl: string | undefined, port: number | string) => (publicUrl ? new URL(publicUrl).origin : `http://localhost:${port}`);

/** Methods that read and change nothing: no Origin needed. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a request that may change state does not come from one of the console's origins
 * (consoleOrigins): no Origin header, another origin (or "null"), or a browser's Sec-Fetch-Site other
 * than same-origin. The Host and X-Forwarded-Host headers are never consulted: a client can send either.
 */
export function isForeignWrite(method: string, headers: Pick<Headers, "get">, origins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return true;
  const origin = headers.get("origin");
  if (!origin) return true;
  return !origins.includes(origin);
}

/**
 * A navigation the user started on this site (a link or a redirect from one of its pages). Only such a
 * navigation may sign anyone out: a link on another site, a bookmark or a typed address may not.
 */
export const isSameOriginNavigation = (headers: Headers) => headers.get("sec-fetch-site") === "same-origin";
