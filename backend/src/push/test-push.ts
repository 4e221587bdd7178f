/**
 * Setting's "Send test push to me" (docs/setting.md): one message to each browser the administrator
 * registered (admin_push_tokens) in a sign-in that still lasts, sent while they wait, so the answer says whether push reaches them.
 */
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { pagePath, pageBySlug } from "@/lib/pages";
import type { Db } from "../db/client";
import { adminUsers } from "../db/schema";
import { HttpError } from "../http/envelope";
import type { FcmClient } from "./fcm";
import { liveBrowsers, pushToAdmins } from "./admin-push";

export async function sendTestPush(db: Db, client: FcmClient | undefined, admin: { id: number; firstName: string }): Promise<string> {
  if (!client) throw new HttpError(409, MESSAGES.pushOff);
  const browsers = await liveBrowsers(db, eq(adminUsers.id, admin.id));
  if (!browsers.length) throw new HttpError(409, MESSAGES.testPushNoBrowser);
  const setting = pageBySlug("setting");
  const sent = await pushToAdmins(
    db,
    client,
    browsers,
    {
      title: "Test push",
      body: `Push notifications reach this browser, ${admin.firstName}.`,
      collapseKey: `test-${admin.id}-${Date.now()}`,
      data: setting ? { link: pagePath(setting) } : {},
    },
  );
  if (!sent) throw new HttpError(502, MESSAGES.testPushFailed);
  return MESSAGES.testPushSent(sent, browsers.length);
}
