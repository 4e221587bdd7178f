import { z } from "zod";
import { callBackend } from "@/lib/backend";
import { unknownFieldMessage } from "@/lib/input-issues";
import { MESSAGES } from "@/lib/messages";
import { guarded, json, readJson, refuse } from "@/lib/server/route-handler";
import { completeSignIn, passRefusal } from "@/lib/server/sign-in";

const signInBody = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  fcmToken: z.string().max(4096).optional(),
});

/** The api's answer to a right password when two-factor sign-in is on. */
const twoFactorRequired = z.object({ twoFactorRequired: z.literal(true), challenge: z.string().min(1).max(2048) });

/**
 * Sign in: the api's tokens go into the sealed cookie; the browser gets only where to go next. With
 * two-factor on, the challenge goes into the cookie instead and the browser is told to ask for the
 * code (app/api/session/two-factor/route.ts).
 */
export const POST = guarded("public", async (request, { session }) => {
  const raw = await readJson(request);
  if (raw instanceof Response) return raw;
  const body = signInBody.safeParse(raw);
  if (!body.success) return refuse(400, unknownFieldMessage(body.error.issues) ?? MESSAGES.signInRequired);

  const answer = await callBackend("/api/admin/users/login", { method: "POST", body: body.data, from: request });
  if (answer.status !== 200) return passRefusal(answer);

  const pending = twoFactorRequired.safeParse(answer.body.recordList[0]);
  if (pending.success) {
    session.twoFactorChallenge = pending.data.challenge;
    await session.save();
    return json(200, { message: answer.body.message, recordList: [{ twoFactorRequired: true }] });
  }
  return completeSignIn(session, answer);
});

/** Sign out: the api revokes the sign-in, the cookie is destroyed. */
export const DELETE = guarded("public", async (request, { session }) => {
  if (session.refreshToken || session.sessionToken) {
    await callBackend("/api/admin/users/logout", { method: "POST", session, from: request });
  }
  session.destroy();
  return json(200, { recordList: [{ redirectTo: "/" }] });
});
