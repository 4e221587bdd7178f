import { z } from "zod";
import { hasConsoleAccess, homeFor } from "@/lib/access";
import { ROLE } from "@/lib/credentials";
import { callBackend, parseSignedIn } from "@/lib/backend";
import { MESSAGES } from "@/lib/messages";
import { guarded, json, readJson, refuse } from "@/lib/server/route-handler";
import { storeSignIn } from "@/lib/server/session-tokens";

const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  fcmToken: z.string().max(4096).optional(),
});

/** Sign in: the api's tokens go into the sealed cookie; the browser gets only where to go next. */
export const POST = guarded("public", async (request, { session }) => {
  const raw = await readJson(request);
  if (raw instanceof Response) return raw;
  const body = signInBody.safeParse(raw);
  if (!body.success) return refuse(400, MESSAGES.signInRequired);

  const answer = await callBackend("/api/admin/users/login", { method: "POST", body: body.data, from: request });
  if (answer.status !== 200) {
    const retryAfter = answer.headers.get("retry-after");
    return json(answer.status, { message: answer.body.message ?? MESSAGES.signInFailed, recordList: [] }, retryAfter ? { "Retry-After": retryAfter } : undefined);
  }
  const { SessionToken, RefreshToken, ...credentials } = parseSignedIn(answer.body.recordList[0]);

  // Staff with no page at all would be signed out at the first page: say why instead.
  if (credentials.roleId === ROLE.staff && !hasConsoleAccess(credentials)) {
    await callBackend("/api/admin/users/logout", { method: "POST", tokens: { sessionToken: SessionToken, refreshToken: RefreshToken } });
    return refuse(403, MESSAGES.noPagePermissions);
  }

  await storeSignIn(session, { SessionToken, RefreshToken, credentials });
  return json(200, { message: answer.body.message, recordList: [{ redirectTo: homeFor(credentials) }] });
});

/** Sign out: the api revokes the sign-in, the cookie is destroyed. */
export const DELETE = guarded("public", async (request, { session }) => {
  if (session.refreshToken || session.sessionToken) {
    await callBackend("/api/admin/users/logout", { method: "POST", session, from: request });
  }
  session.destroy();
  return json(200, { recordList: [{ redirectTo: "/" }] });
});
