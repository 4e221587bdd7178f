import { decideAccess, landingFor, SIGN_IN_PATH, type AccessDecision } from "@/lib/access";
import { isSameOriginNavigation } from "@/lib/request-origin";
import { returnPath } from "@/lib/return-path";
import { refreshCredentials } from "@/lib/server/fresh-session";
import { noStore } from "@/lib/server/no-store";
import { seeOther } from "@/lib/server/redirect";
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
  const from = returnPath(new URL(request.url).searchParams.get("from"));
  const session = await getSession();
  const alive = await refreshCredentials(session, request);
  const decision = alive ? decideAccess(grantOf(session), from) : SIGNED_OUT;
  if (decision.action === "allow") return seeOther(from);
  // A link on another site, a bookmark or a typed address does not get to sign anyone out
  // (docs/security-headers.md): a sign-in that still holds lands where it may instead.
  if (alive && !isSameOriginNavigation(request.headers)) return seeOther(landingFor(grantOf(session), from));
  if (decision.clearSession && alive) session.destroy();
  return seeOther(decision.to);
}
