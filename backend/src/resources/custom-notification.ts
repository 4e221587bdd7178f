/**
 * Custom Notification on the api (docs/push.md): the list's send count, last send and latest results
 * computed from push_sends; Send and Resend, each a send row made in the action's transaction (with its
 * audit entry) and put on the push queue once committed; the audience's size before sending.
 */
import { desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { customNotification } from "@/lib/resources/custom-notification";
import { MESSAGES } from "@/lib/messages";
import { adminOf } from "../auth/guard";
import type { Db } from "../db/client";
import { pushSends } from "../db/schema";
import { defineHooks, type ActionContext } from "../engine/hooks";
import { HttpError, ok } from "../http/envelope";
import { validate } from "../http/validate";
import { audienceSchema, countAudience, type Audience } from "../push/audience";
import { createSend, type PushSend } from "../push/sends";

/** Whether this api sends: set once at start (app.ts), read by the list so the buttons say why not. */
let pushOn = false;
export const setPushAvailable = (available: boolean) => void (pushOn = available);

/** The Send dialog's fields as an audience: an empty field is no condition. */
function audienceOf(body: Record<string, unknown>): Audience {
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined && value !== ""));
  const { premium, ...rest } = given;
  return validate(audienceSchema, { ...rest, ...(premium === undefined ? {} : { premium: premium === "Premium" }) });
}

async function startSend(context: ActionContext, audience: Audience): Promise<string> {
  const { db, request, row } = context;
  const push = request.server.push;
  if (!push) throw new HttpError(409, MESSAGES.pushOff);
  const reach = await countAudience(db, audience);
  if (!reach.devices) throw new HttpError(409, MESSAGES.audienceEmpty);
  const send = await createSend(db, {
    title: String(row.title),
    body: String(row.description),
    // Pictures are served to signed-in staff only (docs/uploads.md): a phone could not fetch one, so
    // the push goes without it until media has a public address.
    image: null,
    audience,
    notificationId: row.id,
    adminId: adminOf(request).row.id,
  });
  queueAfterCommit(request, push.enqueue, send);
  return MESSAGES.notificationQueued(reach.members, reach.devices);
}

/**
 * The job goes on the queue beside the action's transaction, not in it: a job that runs before the send
 * row has committed finds none and is retried a second later (push/worker.ts), and a send whose enqueue
 * was lost is enqueued again at the next start.
 */
function queueAfterCommit(request: FastifyRequest, enqueue: (send: PushSend) => Promise<void>, send: PushSend) {
  request.server.background.run(() => enqueue(send));
}

async function lastSendOf(db: Db, notificationId: number) {
  const [last] = await db.select().from(pushSends).where(eq(pushSends.notificationId, notificationId)).orderBy(desc(pushSends.createdAt), desc(pushSends.id)).limit(1);
  return last;
}

export const customNotificationHooks = defineHooks(customNotification, {
  listColumns: (main) => {
    const ofRow = sql`${pushSends.notificationId} = ${main.id}`;
    const latest = (column: SQLWrapper) => sql<number | string | null>`(select ${column} from ${pushSends} where ${ofRow} order by ${pushSends.createdAt} desc, ${pushSends.id} desc limit 1)`;
    return {
      sendCount: sql<number>`(select count(*)::int from ${pushSends} where ${ofRow})`,
      lastSentAt: sql<string | null>`(select max(${pushSends.createdAt}) from ${pushSends} where ${ofRow})`,
      lastTotal: latest(pushSends.total),
      lastSent: latest(pushSends.sent),
      lastFailed: latest(pushSends.failed),
      lastStatus: latest(pushSends.status),
      pushOn: sql<boolean>`${pushOn}::boolean`,
    };
  },
  actions: {
    send: (context) => startSend(context, audienceOf(context.body)),
    async resend(context) {
      const last = await lastSendOf(context.db, context.row.id);
      if (!last) throw new HttpError(409, MESSAGES.notificationNeverSent);
      return startSend(context, last.audience as Audience);
    },
  },
  routes: async (app: FastifyInstance, { db }) => {
    app.post("/api/admin/customnotification/audience", async (request, reply) => {
      const audience = audienceOf(validate(audienceBody, request.body ?? {}));
      const reach = await countAudience(db, audience);
      return ok(reply, [{ members: reach.members, devices: reach.devices }], { message: reach.devices ? MESSAGES.audienceCount(reach.members, reach.devices) : MESSAGES.audienceEmpty });
    });
  },
});

/** The audience endpoint's body: the Send dialog's fields (each may be empty), nothing else. */
const audienceBody = z.strictObject({
  gender: z.enum(["Male", "Female"]).nullish(),
  religionId: z.number().int().positive().nullish(),
  stateId: z.number().int().positive().nullish(),
  premium: z.enum(["Premium", "Not premium"]).nullish(),
  registeredFrom: z.iso.date().nullish(),
  registeredTo: z.iso.date().nullish(),
});
