/**
 * The fast path of the gate (docs/product-rules.md §4, §6): no session → sign-in; a page the administrator may
 * not open → the rule of lib/access.ts. No backend call. Every page and route handler checks
 * again, so a request that slips past this file is still refused.
 */
import { NextResponse, type NextRequest } from "next/server";
import { unsealData } from "iron-session";
import { decideAccess } from "@/lib/access";
import { grantOf, SESSION_COOKIE, SESSION_TTL_SECONDS, sessionPasswords, type SessionData } from "@/lib/session-options";

export async function middleware(request: NextRequest) {
  const seal = request.cookies.get(SESSION_COOKIE)?.value;
  const session = seal
    ? await unsealData<SessionData>(seal, { password: sessionPasswords(), ttl: SESSION_TTL_SECONDS }).catch(() => ({}) as SessionData)
    : {};
  const decision = decideAccess(grantOf(session), request.nextUrl.pathname);
  if (decision.action === "allow") return NextResponse.next();
  const response = NextResponse.redirect(new URL(decision.to, request.url));
  // A prefetch is the router guessing, not the user asking: it is refused but signs nobody out.
  const prefetch = request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
  if (decision.clearSession && seal && !prefetch) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  matcher: ["/admin", "/admin/:path*", "/overview", "/nopagepermission"],
};
