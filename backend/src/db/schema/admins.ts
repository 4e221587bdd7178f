import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    roleId: smallint("role_id").notNull(),
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
    /** The public demo account: it may look at everything and change nothing. */
    isDemo: boolean("is_demo").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address whatever its case.
    uniqueIndex("admin_users_email_lower_key").on(sql`lower(${t.email})`),
    check("admin_users_role_check", sql`${t.roleId} in (1, 3)`),
  ],
);

/**
 * The pages of lib/pages.ts, kept in step at every api start. A page is known by its key (its slug),
 * so renaming its title keeps every permission granted to it.
 */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    path: text("path").notNull(),
  },
  (t) => [uniqueIndex("pages_key_key").on(t.key), index("pages_title_idx").on(t.title)],
);

export const adminPagePermissions = pgTable(
  "admin_page_permissions",
  {
    adminId: integer("admin_id").notNull().references(() => adminUsers.id, { onDelete: "cascade" }),
    pageId: integer("page_id").notNull().references(() => pages.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.pageId] })],
);

/** One row per signed-in device; its refresh tokens rotate inside it. Revoking it ends the sign-in. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: integer("admin_id").notNull().references(() => adminUsers.id, { onDelete: "cascade" }),
    fcmToken: text("fcm_token"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/** Only the SHA-256 of a refresh token is kept; a used one may not be used again. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id").notNull().references(() => adminSessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    /** The page the action was taken on (its title), for the audit log's filter. */
    page: text("page"),
    /** The member the action concerns: their History tab reads it. No foreign key: the entry outlives them. */
    memberId: integer("member_id"),
    details: jsonb("details"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_admin_idx").on(t.adminId, t.createdAt),
    index("audit_log_member_idx").on(t.memberId, t.createdAt).where(sql`${t.memberId} is not null`),
  ],
);

/** Reset links: only the SHA-256 of the token is kept; a link works once, before it expires. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id").notNull().references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_admin_idx").on(t.adminId)],
);

/**
 * Which resources' seed rows were written, once each: a resource added by an upgrade gets its rows on
 * the next start, and rows staff deleted later are not brought back.
 */
export const seededResources = pgTable("seeded_resources", {
  key: text("key").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
