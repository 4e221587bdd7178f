/**
 * The fast path of the gate (docs/product-rules.md §4, §6): no session → sign-in; a page the administrator may
 * not open → the rule of lib/access.ts. No backend call. Every page and route handler checks
 * again, so a request that slips past this file is still refused.
 * Every page also gets its security headers here, with a fresh nonce, and every answer its HSTS behind
 * https (docs/security-headers.md).
 */
import { NextResponse, type NextRequest } from "next/server";
import { unsealData } from "iron-session";
import { decideAccess, landingFor } from "@/lib/access";
import { DEFAULT_PUBLIC_URL, isSameOriginNavigation } from "@/lib/request-origin";
import { returnPath } from "@/lib/return-path";
import { newNonce, pageSecurityHeaders, transportSecurityHeaders } from "@/lib/security-headers";
import { EXPIRE_PATH, grantOf, SESSION_COOKIE, SESSION_TTL_SECONDS, sessionPasswords, type SessionData } from "@/lib/session-options";
import { consoleRequestId, REQUEST_ID_HEADER } from "@/lib/request-id";

/** The paths the gate judges; the other pages (sign-in, reset) are open to anyone. */
const isGated = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/overview" || pathname === "/nopagepermission";

/** Route handlers and files answer for themselves; the page headers are for documents. */
const isPage = (pathname: string) => !pathname.startsWith("/api/") && !pathname.startsWith("/media/");

/** Every answer carries the request's id; pages also get their CSP nonce and security headers. */
export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const requestId = consoleRequestId(request.headers.get(REQUEST_ID_HEADER));
  const nonce = newNonce();
  const publicUrl = process.env.PUBLIC_URL || DEFAULT_PUBLIC_URL;
  const headers = pageSecurityHeaders(nonce, publicUrl, process.env.NODE_ENV === "development", Boolean(process.env.FIREBASE_PROJECT_ID));
  const response = isGated(pathname) ? await gate(request) : undefined;
  const forwarded = forPage(request, nonce, headers["content-security-policy"]);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  const answer = response ?? NextResponse.next({ request: { headers: forwarded } });
  // Route handlers and pictures answer for themselves but for HSTS, which is about the host, not the page.
  for (const [name, value] of Object.entries(isPage(pathname) ? headers : transportSecurityHeaders(publicUrl))) answer.headers.set(name, value);
  answer.headers.set(REQUEST_ID_HEADER, requestId);
  return answer;
}

/**
 * What the page's render learns of this request: Next reads the nonce from the CSP header and puts it
 * on its own scripts; x-nonce is for Emotion's styles; x-console-path is where a refreshed sign-in
 * comes back to (the admin layout has no other way to know its page).
 */
function forPage(request: NextRequest, nonce: string, csp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  const query = new URLSearchParams(request.nextUrl.searchParams);
  query.delete("_rsc"); // the router's cache key, not part of the page
  headers.set("x-console-path", `${request.nextUrl.pathname}${query.size ? `?${query}` : ""}`);
  headers.set("content-security-policy", csp);
  return headers;
}

/** A redirect when the gate refuses the page, nothing when it allows it. */
async function gate(request: NextRequest): Promise<NextResponse | undefined> {
  const seal = request.cookies.get(SESSION_COOKIE)?.value;
  const session = seal
    ? await unsealData<SessionData>(seal, { password: sessionPasswords(), ttl: SESSION_TTL_SECONDS }).catch(() => ({}) as SessionData)
    : {};
  const pathname = request.nextUrl.pathname;
  const decision = decideAccess(grantOf(session), pathname);
  if (decision.action === "allow") return undefined;
  // A prefetch is the router guessing, not the user asking: it is refused but signs nobody out. Nor
  // does a link on another site or a typed address: only a navigation from this site's own pages.
  const prefetch = request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
  if (decision.clearSession && seal && !isSameOriginNavigation(request.headers)) return NextResponse.redirect(new URL(landingFor(grantOf(session), pathname), request.url));
  // The cookie's rights may be older than the administrator's (a page given since): the expire route
  // asks the api before it signs anyone out.
  const to = decision.clearSession && seal && !prefetch ? `${EXPIRE_PATH}?from=${encodeURIComponent(returnPath(pathname))}` : decision.to;
  // Absolute here only because the middleware's redirects must be: Next writes a same-host one as a path
  // (docs/security-headers.md, "Return paths and redirects"), so the browser keeps its own host name.
  return NextResponse.redirect(new URL(to, request.url));
}

export const config = {
  // Every request but Next's static files (for the request id); the gate runs on gated paths only.
  matcher: ["/((?!_next/static/|_next/image|favicon\\.ico$|favicon\\.svg$).*)"],
};
