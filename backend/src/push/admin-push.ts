/**
 * A push to administrators' own browsers (admin_push_tokens): the Setting's test push and the staff
 * alerts. Sent at once, not through the members' queue: a handful of browsers, and the sender wants
 * the outcome. A browser the provider no longer knows is forgotten.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminPushTokens } from "../db/schema";
import type { FcmClient, PushMessage } from "./fcm";

export interface AdminBrowser {
  adminId: number;
  token: string;
}

/** Sends one message to each browser; answers how many took it. */
export async function pushToAdmins(db: Db, client: FcmClient, browsers: readonly AdminBrowser[], message: Omit<PushMessage, "token">): Promise<number> {
  const outcomes = await Promise.all(browsers.map(({ token }) => client.send({ ...message, token })));
  const dead = browsers.filter((_, i) => outcomes[i].kind === "invalid");
  for (const adminId of new Set(dead.map((browser) => browser.adminId))) {
    const tokens = dead.filter((browser) => browser.adminId === adminId).map((browser) => browser.token);
    await db.delete(adminPushTokens).where(and(eq(adminPushTokens.adminId, adminId), inArray(adminPushTokens.token, tokens)));
  }
  return outcomes.filter((outcome) => outcome.kind === "sent").length;
}
