import { fetchBackend } from "@/lib/backend";
import { returnPath } from "@/lib/return-path";
import { noStore } from "@/lib/server/no-store";
import { seeOther } from "@/lib/server/redirect";
import { getSession } from "@/lib/server/session";
import { EXPIRE_PATH } from "@/lib/session-options";

/**
 * Where a page whose api read found the SessionToken expired sends the browser (a server component
 * cannot write the cookie): the sign-in is refreshed here, once, and the browser goes back to the page.
 * When it cannot be refreshed, or the token was not what failed, the expire route decides, so a page
 * never sends the browser round in circles.
 */
// The answer may carry a new sealed cookie: never kept by a cache (docs/security-headers.md).
export const GET = async (request: Request) => noStore(await answer(request));

async function answer(request: Request): Promise<Response> {
  const from = returnPath(new URL(request.url).searchParams.get("from"));
  const session = await getSession();
  const before = session.sessionToken;
  if (session.refreshToken) {
    // fetchBackend refreshes on a 401 and keeps the new pair in the session: a route handler may write it.
    const answer = await fetchBackend("/api/admin/users/me", { session, from: request });
    if (answer.status === 200 && session.sessionToken !== before) return seeOther(from);
  }
  return seeOther(`${EXPIRE_PATH}?from=${encodeURIComponent(from)}`);
}
