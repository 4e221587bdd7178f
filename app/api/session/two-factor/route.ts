import { MESSAGES } from "@/lib/messages";
import { z } from "zod";
import { callBackend } from "@/lib/backend";
import { unknownFieldMessage } from "@/lib/input-issues";
import { guarded, json, readJson, refuse } from "@/lib/server/route-handler";
import { completeSignIn, passRefusal } from "@/lib/server/sign-in";
import { secondFactor } from "@/lib/two-factor-codes";

const codeBody = z.strictObject({ code: z.string().max(64), fcmToken: z.string().max(4096).optional() });

/** Tells the browser to go back to the password: the challenge is gone or no longer worth anything. */
const RESTART = [{ restart: true }];

/**
 * The second step of a sign-in with two-factor on: the code typed in the browser, with the challenge
 * kept in the sealed cookie since the password step, to the api's login/twoFactor.
 */
export const POST = guarded("public", async (request, { session }) => {
  const raw = await readJson(request);
  if (raw instanceof Response) return raw;
  const body = codeBody.safeParse(raw);
  const code = body.success ? secondFactor.safeParse(body.data.code) : undefined;
  if (!body.success || !code?.success) return refuse(400, (!body.success && unknownFieldMessage(body.error.issues)) || MESSAGES.twoFactorSignInCodeShape);
  const challenge = session.twoFactorChallenge;
  if (!challenge) return json(401, { message: MESSAGES.twoFactorChallengeExpired, recordList: RESTART });

  const answer = await callBackend("/api/admin/users/login/twoFactor", {
    method: "POST",
    body: { challenge, code: body.data.code, fcmToken: body.data.fcmToken },
    from: request,
  });
  if (answer.status === 200) return completeSignIn(session, answer);
  // An expired or outdated challenge, or an account switched off: the sign-in starts over.
  if (answer.body.errors?.challenge || answer.status === 403) {
    delete session.twoFactorChallenge;
    await session.save();
    return passRefusal(answer, RESTART);
  }
  return passRefusal(answer);
});

/** "Back" from the code step: the challenge is dropped, whatever sign-in the cookie may still hold. */
export const DELETE = guarded("public", async (_request, { session }) => {
  if (session.twoFactorChallenge) {
    delete session.twoFactorChallenge;
    await session.save();
  }
  return json(200, { recordList: [] });
});
