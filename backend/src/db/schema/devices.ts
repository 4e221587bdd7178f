/**
 * Where push notifications go: each member's devices (the app registers one per installation) and each
 * administrator's browsers (the console's own registration). docs/push.md says who is sent what.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { adminSessions, adminUsers } from "./admins";
import { members } from "./members";

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const DEVICE_PLATFORMS = ["android", "ios", "web"] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/**
 * A member's device: its FCM registration token and whether the member allows pushes on it. A token
 * the provider calls unregistered or invalid is deleted by the sender (docs/push.md), so every row is
 * worth sending to.
 */
export const memberDevices = pgTable(
  "member_devices",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    token: text("token").notNull(),
    pushAllowed: boolean("push_allowed").notNull().default(true),
    lastSeenAt: stamp("last_seen_at").notNull().defaultNow(),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [
    // One row per installation: the app re-registering the same token updates that row.
    uniqueIndex("member_devices_token_key").on(t.token),
    index("member_devices_member_idx").on(t.memberId),
    check("member_devices_platform_check", sql`${t.platform} in ('android', 'ios', 'web')`),
  ],
);

/**
 * An administrator's browser registered for the console's own notifications (a block request, a payment
 * to activate), by the sign-in it was registered in: it is sent to only while that sign-in lasts, so a
 * shared computer stops receiving member names and amounts when its user signs out.
 */
export const adminPushTokens = pgTable(
  "admin_push_tokens",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => adminSessions.id, { onDelete: "cascade" }),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.token] }), index("admin_push_tokens_session_idx").on(t.sessionId)],
);
