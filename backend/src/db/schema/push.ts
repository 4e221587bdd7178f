/**
 * Sends of a push notification to members (docs/push.md): one row per send with its audience and its
 * progress, and one row per device it went to, written in the same transaction as the progress so a
 * batch replayed after a stop skips what was already sent.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { tablesOf } from "../../engine/tables";
import { adminUsers } from "./admins";

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const SEND_STATUSES = ["queued", "running", "done"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export const pushSends = pgTable(
  "push_sends",
  {
    id: serial("id").primaryKey(),
    /** The Custom Notification sent, when the page sent it (a test push names none). */
    notificationId: integer("notification_id").references(() => tablesOf("customnotification").main.id as AnyPgColumn, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    image: text("image"),
    /** The audience as chosen (backend/src/push/audience.ts reads it again for every batch). */
    audience: jsonb("audience").notNull(),
    status: text("status").notNull().default("queued"),
    /** Devices with an id up to this one were in the audience when the send began; later ones wait for the next send. */
    lastDeviceId: integer("last_device_id").notNull(),
    /** Where the next batch starts: every device up to it has its delivery row. */
    cursor: integer("cursor").notNull().default(0),
    total: integer("total").notNull(),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** Of the failed, tokens the provider called unregistered or invalid, deleted from member_devices. */
    removed: integer("removed").notNull().default(0),
    /** The pg-boss job that carries it: enqueued again with this id after a restart, a no-op when it exists. */
    jobId: uuid("job_id").notNull(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: stamp("created_at").notNull().defaultNow(),
    startedAt: stamp("started_at"),
    finishedAt: stamp("finished_at"),
  },
  (t) => [
    index("push_sends_notification_idx").on(t.notificationId, t.createdAt),
    index("push_sends_open_idx").on(t.status).where(sql`${t.status} <> 'done'`),
    check("push_sends_status_check", sql`${t.status} in ('queued', 'running', 'done')`),
  ],
);

/** What one send did for one device. No key to member_devices: a removed token keeps its record. */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    sendId: integer("send_id")
      .notNull()
      .references(() => pushSends.id, { onDelete: "cascade" }),
    deviceId: integer("device_id").notNull(),
    memberId: integer("member_id").notNull(),
    outcome: text("outcome").notNull(),
    /** The provider's error code for a failure (UNREGISTERED, QUOTA_EXCEEDED…). */
    error: text("error"),
    at: stamp("at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.deviceId] }), check("push_deliveries_outcome_check", sql`${t.outcome} in ('sent', 'failed', 'removed')`)],
);

/**
 * How far the staff alerts have announced each kind of row the member app writes (a block request, a
 * Pending payment): rows past `lastId` are new (backend/src/push/staff-alerts.ts).
 */
export const staffAlertMarks = pgTable("staff_alert_marks", {
  kind: text("kind").primaryKey(),
  lastId: integer("last_id").notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});
