/**
 * The fast path of the gate (docs/product-rules.md §4, §6): no session → sign-in; a page the administrator may
 * not open → the rule of lib/access.ts. No backend call. Every page and route handler checks
 * again, so a request that slips past this file is still refused.
 */
import { NextResponse, type NextRequest } from "next/server";
import { unsealData } from "iron-session";
import { decideAccess } from "@/lib/access";
import { EXPIRE_PATH, grantOf, SESSION_COOKIE, SESSION_TTL_SECONDS, sessionPasswords, type SessionData } from "@/lib/session-options";
import { consoleRequestId, REQUEST_ID_HEADER } from "@/lib/request-id";

const GATED = /^\/(admin|overview|nopagepermission)(\/|$)/;

/** Every answer carries the request's id; pages and route handlers read it from their request headers. */
export async function middleware(request: NextRequest) {
  const requestId = consoleRequestId(request.headers);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = GATED.test(request.nextUrl.pathname) ? await gate(request, headers) : NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function gate(request: NextRequest, headers: Headers) {
  const seal = request.cookies.get(SESSION_COOKIE)?.value;
  const session = seal
    ? await unsealData<SessionData>(seal, { password: sessionPasswords(), ttl: SESSION_TTL_SECONDS }).catch(() => ({}) as SessionData)
    : {};
  const decision = decideAccess(grantOf(session), request.nextUrl.pathname);
  if (decision.action === "allow") return NextResponse.next({ request: { headers } });
  // A prefetch is the router guessing, not the user asking: it is refused but signs nobody out.
  const prefetch = request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
  // The cookie's rights may be older than the administrator's (a page given since): the expire route
  // asks the api before it signs anyone out.
  const to = decision.clearSession && seal && !prefetch ? `${EXPIRE_PATH}?from=${encodeURIComponent(request.nextUrl.pathname)}` : decision.to;
  return NextResponse.redirect(new URL(to, request.url));
}

export const config = {
  // Every request but Next's static files, for the request id; the gate itself runs on GATED paths only.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
