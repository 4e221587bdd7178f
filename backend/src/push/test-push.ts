/**
 * Setting's "Send test push to me" (docs/setting.md): one message to each browser the administrator
 * registered (admin_push_tokens), sent while they wait, so the answer says whether push reaches them.
 */
import { and, eq, inArray } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { pagePath, pageBySlug } from "@/lib/pages";
import type { Db } from "../db/client";
import { adminPushTokens } from "../db/schema";
import { HttpError } from "../http/envelope";
import type { FcmClient } from "./fcm";

export async function sendTestPush(db: Db, client: FcmClient | undefined, admin: { id: number; firstName: string }): Promise<string> {
  if (!client) throw new HttpError(409, MESSAGES.pushOff);
  const browsers = await db.select({ token: adminPushTokens.token }).from(adminPushTokens).where(eq(adminPushTokens.adminId, admin.id));
  if (!browsers.length) throw new HttpError(409, MESSAGES.testPushNoBrowser);
  const setting = pageBySlug("setting");
  const outcomes = await Promise.all(
    browsers.map(({ token }) =>
      client.send({
        token,
        title: "Test push",
        body: `Push notifications reach this browser, ${admin.firstName}.`,
        collapseKey: `test-${admin.id}-${Date.now()}`,
        data: setting ? { link: pagePath(setting) } : {},
      }),
    ),
  );
  // A browser the provider no longer knows will never receive anything: forgotten now.
  const dead = browsers.filter((_, i) => outcomes[i].kind === "invalid").map(({ token }) => token);
  if (dead.length) await db.delete(adminPushTokens).where(and(eq(adminPushTokens.adminId, admin.id), inArray(adminPushTokens.token, dead)));
  const sent = outcomes.filter((outcome) => outcome.kind === "sent").length;
  if (!sent) throw new HttpError(502, MESSAGES.testPushFailed);
  return MESSAGES.testPushSent(sent, browsers.length);
}
