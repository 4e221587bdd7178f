import "server-only";
import { redirect } from "next/navigation";
import { callBackend, type BackendAnswer } from "../backend";
import { returnPath } from "../return-path";
import { readSession } from "./session";
import { REFRESH_PATH } from "../session-options";


/**
 * An api read for a server component (a page's data before it is drawn). A server component cannot
 * write the session cookie, so it never refreshes the sign-in itself (a refresh whose new tokens were
 * not kept would spend the refresh token): on a 401 it sends the browser through the refresh route,
 * which can, and back to `from`, the page with its query.
 */
export async function readApi<T>(path: string, from: string): Promise<BackendAnswer<T>> {
  const { sessionToken } = await readSession();
  const answer = await callBackend<T>(path, { tokens: { sessionToken } });
  if (answer.status === 401) redirect(`${REFRESH_PATH}?from=${encodeURIComponent(returnPath(from))}`);
  return answer;
}
