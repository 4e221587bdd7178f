import "server-only";
import type { ConsoleRequest } from "./console-request";
import type { IronSession } from "iron-session";
import { fetchBackend } from "../backend";
import { credentialsSchema } from "../credentials";
import type { SessionData } from "../session-options";
import { apiPaths } from "../api-paths";

/**
 * Brings the sealed cookie's credentials up to date with the api. A SessionToken issued before the
 * administrator's rights changed is refused with 401, so fetchBackend refreshes the sign-in, which
 * stores the new rights; a sign-in that is over (switched off, deleted, revoked) is destroyed.
 * Answers whether the session is still alive. For route handlers only: they may write the cookie.
 */
export async function refreshCredentials(session: IronSession<SessionData>, from?: ConsoleRequest): Promise<boolean> {
  if (!session.sessionToken && !session.refreshToken) return false;
  const answer = await fetchBackend(apiPaths.account.me, { session, from });
  if (answer.status === 401) {
    session.destroy();
    return false;
  }
  if (answer.status !== 200) return true;
  const body = (await answer.json().catch(() => null)) as { recordList?: unknown[] } | null;
  const own = credentialsSchema.safeParse(body?.recordList?.[0]);
  if (own.success && JSON.stringify(own.data) !== JSON.stringify(session.credentials)) {
    session.credentials = own.data;
    await session.save();
  }
  return true;
}
