import { NextResponse } from "next/server";
import { decideAccess, SIGN_IN_PATH } from "@/lib/access";
import { getSession } from "@/lib/server/session";
import { grantOf } from "@/lib/session-options";

/**
 * Where the page guard sends a request whose rule signs the user out (a server component
 * cannot clear a cookie). The rule is decided again here, for the page the user asked for.
 */
export async function GET(request: Request) {
  const from = new URL(request.url).searchParams.get("from") ?? "/admin";
  const session = await getSession();
  const decision = decideAccess(grantOf(session), from.startsWith("/") ? from : "/admin");
  // A link on another site does not get to sign anyone out.
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if (decision.action === "redirect" && decision.clearSession && !crossSite) session.destroy();
  const to = decision.action === "redirect" ? decision.to : SIGN_IN_PATH;
  return NextResponse.redirect(new URL(to, request.url), 303);
}
