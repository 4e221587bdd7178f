/**
 * A send's rows (docs/push.md): made in the caller's transaction (with its audit entry), then carried
 * by a job; each batch's deliveries, notifications, removed tokens and progress commit together.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberDevices, memberNotifications, pushDeliveries, pushSends } from "../db/schema";
import { countAudience, type Audience, type AudienceDevice } from "./audience";
import type { DeliveryResult } from "./deliver";

export type PushSend = typeof pushSends.$inferSelect;

export interface NewSend {
  title: string;
  body: string;
  image?: string | null;
  audience: Audience;
  notificationId?: number | null;
  adminId?: number | null;
}

/** Fixes the audience's extent now (its newest device and its size) and writes the send as queued. */
export async function createSend(db: Db, send: NewSend): Promise<PushSend> {
  const reach = await countAudience(db, send.audience);
  const [row] = await db
    .insert(pushSends)
    .values({
      notificationId: send.notificationId ?? null,
      title: send.title,
      body: send.body,
      image: send.image ?? null,
      audience: send.audience,
      lastDeviceId: reach.lastDeviceId,
      total: reach.devices,
      jobId: randomUUID(),
      createdBy: send.adminId ?? null,
    })
    .returning();
  return row;
}

/** What the page shows of a send. */
export const progressOf = (send: PushSend) => ({
  id: send.id,
  status: send.status,
  total: send.total,
  sent: send.sent,
  failed: send.failed,
  removed: send.removed,
  remaining: Math.max(0, send.total - send.sent - send.failed),
  createdAt: send.createdAt,
  finishedAt: send.finishedAt,
});

/**
 * One batch's outcome, in one transaction: a delivery row per device (a device that already has one
 * is skipped and not counted again), one notification per member reached, dead tokens deleted, the
 * counts and the cursor moved.
 */
export async function recordBatch(db: Db, send: PushSend, devices: readonly AudienceDevice[], results: readonly DeliveryResult[]) {
  // A device left pending by a stop keeps the cursor before it, so the next batch starts there.
  const firstPending = devices.findIndex((_, n) => results[n].outcome === "pending");
  const done = firstPending < 0 ? devices : devices.slice(0, firstPending);
  const settled = devices.flatMap((device, n) => (results[n].outcome === "pending" ? [] : [{ device, result: results[n] as Exclude<DeliveryResult, { outcome: "pending" }> }]));
  if (!settled.length) return;
  const cursor = done.length ? done[done.length - 1].id : 0;
  await db.transaction(async (tx) => {
    const rows = settled.map(({ device, result }) => ({
      sendId: send.id,
      deviceId: device.id,
      memberId: device.memberId,
      outcome: result.outcome,
      error: result.outcome === "sent" ? null : result.error,
    }));
    const fresh = await tx.insert(pushDeliveries).values(rows).onConflictDoNothing().returning({ deviceId: pushDeliveries.deviceId, memberId: pushDeliveries.memberId, outcome: pushDeliveries.outcome });
    const removed = fresh.filter((row) => row.outcome === "removed").map((row) => row.deviceId);
    if (removed.length) await tx.delete(memberDevices).where(inArray(memberDevices.id, removed));
    const reached = [...new Set(fresh.filter((row) => row.outcome === "sent").map((row) => row.memberId))];
    if (reached.length) {
      await tx
        .insert(memberNotifications)
        .values(reached.map((memberId) => ({ memberId, title: send.title, body: send.body, image: send.image, sendId: send.id })))
        .onConflictDoNothing();
    }
    const sent = fresh.filter((row) => row.outcome === "sent").length;
    await tx
      .update(pushSends)
      .set({
        sent: sql`${pushSends.sent} + ${sent}`,
        failed: sql`${pushSends.failed} + ${fresh.length - sent}`,
        removed: sql`${pushSends.removed} + ${removed.length}`,
        cursor: sql`greatest(${pushSends.cursor}, ${cursor})`,
      })
      .where(eq(pushSends.id, send.id));
  });
}
