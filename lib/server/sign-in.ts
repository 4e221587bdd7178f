import "server-only";
import type { IronSession } from "iron-session";
import { hasConsoleAccess, homeFor } from "../access";
import { callBackend, parseSignedIn, type BackendAnswer } from "../backend";
import { ROLE } from "../credentials";
import { MESSAGES } from "../messages";
import type { SessionData } from "../session-options";
import { json, refuse } from "./route-handler";
import { storeSignIn } from "./session-tokens";
import { apiPaths } from "../api-paths";

/**
 * The end of a sign-in the api accepted, by password alone or with a two-factor code: the tokens go
 * into the sealed cookie, the browser learns only where to go next.
 */
export async function completeSignIn(session: IronSession<SessionData>, answer: BackendAnswer<unknown>): Promise<Response> {
  const { SessionToken, RefreshToken, ...credentials } = parseSignedIn(answer.body.recordList[0]);

  // Staff with no page at all would be signed out at the first page: say why instead.
  if (credentials.roleId === ROLE.staff && !hasConsoleAccess(credentials)) {
    await callBackend(apiPaths.account.logout, { method: "POST", tokens: { sessionToken: SessionToken, refreshToken: RefreshToken } });
    if (session.twoFactorChallenge) {
      delete session.twoFactorChallenge;
      await session.save();
    }
    return refuse(403, MESSAGES.noPagePermissions);
  }

  await storeSignIn(session, { SessionToken, RefreshToken, credentials });
  return json(200, { message: answer.body.message, recordList: [{ redirectTo: homeFor(credentials) }] });
}

/** The api's refusal as it came (its status, its words, its Retry-After), with what the browser may know. */
export function passRefusal(answer: BackendAnswer<unknown>, recordList: object[] = []): Response {
  const retryAfter = answer.headers.get("retry-after");
  return json(answer.status, { message: answer.body.message ?? MESSAGES.signInFailed, recordList }, retryAfter ? { "Retry-After": retryAfter } : undefined);
}
