/**
 * Where a state-changing request comes from (docs/security-headers.md): only the console's own pages,
 * at PUBLIC_URL, may change anything. Pure, so the Edge middleware and the route handlers can share it.
 */

/** PUBLIC_URL when unset: the console's own address in development. The console's config and the middleware alike. */
export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

/** Methods that read and change nothing: no Origin needed. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a request that may change state does not come from PUBLIC_URL's origin: no Origin header,
 * another origin (or "null"), or a browser's Sec-Fetch-Site other than same-origin. The Host and
 * X-Forwarded-Host headers are never consulted: a client can send either.
 */
export function isForeignWrite(method: string, headers: Headers, publicUrl: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return true;
  const origin = headers.get("origin");
  if (!origin) return true;
  return origin !== new URL(publicUrl).origin;
}

/**
 * A navigation the user started on this site (a link or a redirect from one of its pages). Only such a
 * navigation may sign anyone out: a link on another site, a bookmark or a typed address may not.
 */
export const isSameOriginNavigation = (headers: Headers) => headers.get("sec-fetch-site") === "same-origin";
