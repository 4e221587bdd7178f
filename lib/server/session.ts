import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getIronSession, type IronSession } from "iron-session";
import { decideAccess, hasConsoleAccess } from "../access";
import { credentialsSchema, type Credentials } from "../credentials";
import { callBackend } from "../backend";
import { consoleEnv } from "./env";
import { EXPIRE_PATH, grantOf, REFRESH_PATH, sessionOptions, type SessionData } from "../session-options";
import { ADMIN_ROOT } from "../pages";
import { returnPath } from "../return-path";
import { apiPaths } from "../api-paths";

/** The sealed session of this request (route handlers may save or destroy it). */
export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions(consoleEnv()));
}

/** Read once per render, whatever asks. */
export const readSession = cache(async (): Promise<SessionData> => {
  const { sessionToken, refreshToken, credentials, twoFactorChallenge } = await getSession();
  return { sessionToken, refreshToken, credentials, twoFactorChallenge };
});


/**
 * The page guard: the same rule as the middleware, checked again by every admin page, so a
 * request that skipped the middleware is still refused. A server component cannot clear a
 * cookie, so a rule that signs the user out goes through the expire route handler.
 * The api is asked too: it refuses a sign-in that is over (switched off) and a SessionToken from before
 * a change of rights, and the refresh route then brings the cookie up to date, so the page is drawn
 * with the controls the administrator may use now, not at sign-in.
 */
export async function requireAccess(pathname: string): Promise<Credentials> {
  const credentials = grantOf(await readSession());
  const decision = decideAccess(credentials, pathname);
  if (decision.action === "redirect") {
    redirect(decision.clearSession ? `${EXPIRE_PATH}?from=${encodeURIComponent(returnPath(pathname))}` : decision.to);
  }
  // The no-access page serves roles the api does not know: there is nothing to ask it.
  if (pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`)) await confirmedCredentials(pathname);
  return credentials!;
}

/** The api's answer on this sign-in, asked once per render: the admin layout and the page share it (and the profile, lib/server/own-account.ts). */
export const askTheApi = cache(async () => {
  const { sessionToken } = await readSession();
  return callBackend<Credentials>(apiPaths.account.me, { tokens: { sessionToken } });
});

/**
 * The administrator as the api describes it now. A sign-in the api no longer honours (signed out,
 * revoked, expired) goes through the refresh route, which brings it back or ends it, and comes back to
 * `from`; an api that cannot answer confirms nothing (undefined).
 */
export async function confirmedCredentials(from: string): Promise<Credentials | undefined> {
  const answer = await askTheApi();
  if (answer.status === 401) redirect(`${REFRESH_PATH}?from=${encodeURIComponent(returnPath(from))}`);
  const record = answer.status === 200 ? credentialsSchema.safeParse(answer.body.recordList[0]) : undefined;
  return record?.success ? record.data : undefined;
}

/** The admin shell's guard: an administrator who may use the console at all, whatever page it asks. */
export async function requireConsoleSession(): Promise<Credentials> {
  const grant = grantOf(await readSession());
  if (grant && hasConsoleAccess(grant)) return grant;
  return requireAccess(ADMIN_ROOT);
}
