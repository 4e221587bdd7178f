import { NextResponse } from "next/server";
import { decideAccess, landingFor, SIGN_IN_PATH, type AccessDecision } from "@/lib/access";
import { isSameOriginNavigation } from "@/lib/request-origin";
import { refreshCredentials } from "@/lib/server/fresh-session";
import { noStore } from "@/lib/server/no-store";
import { getSession } from "@/lib/server/session";
import { grantOf } from "@/lib/session-options";

const SIGNED_OUT: AccessDecision = { action: "redirect", to: SIGN_IN_PATH, clearSession: true };

/**
 * Where the gate sends a request whose rule signs the user out (a server component and the middleware
 * do not clear the cookie themselves). The cookie's rights may be older than the administrator's
 * (given a page since): they are brought up to date first, and the rule decided again, for the page
 * the user asked for; only when it still says so is the session ended.
 */
// The answer may carry a new sealed cookie: never kept by a cache (docs/security-headers.md).
export const GET = async (request: Request) => noStore(await answer(request));

async function answer(request: Request): Promise<Response> {
  const asked = new URL(request.url).searchParams.get("from") ?? "/admin";
  const from = asked.startsWith("/") && !asked.startsWith("//") ? asked : "/admin";
  const session = await getSession();
  const alive = await refreshCredentials(session, request);
  const decision = alive ? decideAccess(grantOf(session), from) : SIGNED_OUT;
  if (decision.action === "allow") return NextResponse.redirect(new URL(from, request.url), 303);
  // A link on another site, a bookmark or a typed address does not get to sign anyone out
  // (docs/security-headers.md): a sign-in that still holds lands where it may instead.
  if (alive && !isSameOriginNavigation(request.headers)) return NextResponse.redirect(new URL(landingFor(grantOf(session), from), request.url), 303);
  if (decision.clearSession && alive) session.destroy();
  return NextResponse.redirect(new URL(decision.to, request.url), 303);
}
