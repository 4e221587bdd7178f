import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164, or a 10-digit Indian number as typed. */
    contactNo: text("contact_no"),
    gender: text("gender"),
    receiveEmail: boolean("receive_email").notNull().default(true),
    receiveNotifications: boolean("receive_notifications").notNull().default(true),
    passwordHash: text("password_hash").notNull(),
    roleId: smallint("role_id").notNull(),
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
    /** The public demo account: it may look at everything and change nothing. */
    isDemo: boolean("is_demo").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /**
     * Raised whenever what the administrator may do changes (role, rights, switched off): a SessionToken
     * carries the number it was issued under, and one issued under an older number is refused, so the
     * console refreshes the sign-in and picks up the new rights on the very next request.
     */
    accessVersion: integer("access_version").notNull().default(1),
    /**
     * The TOTP secret, encrypted with TWO_FACTOR_KEY (never stored or sent in the clear after setup).
     * Set with no `twoFactorEnabledAt` while the administrator is setting it up.
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    /** The time step of the last code accepted: a code works once, even inside its 30 seconds. */
    twoFactorLastStep: integer("two_factor_last_step"),
    /** Deleted administrators stay, so the audit log keeps naming who did what; their address is freed. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address whatever its case, among administrators not deleted.
    uniqueIndex("admin_users_email_lower_key").on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    check("admin_users_role_check", sql`${t.roleId} in (1, 3)`),
    check("admin_users_gender_check", sql`${t.gender} in ('Male', 'Female', 'Other')`),
    // The Admin Users list: by name, and the full administrators still active (the last one is kept).
    index("admin_users_name_idx").on(t.firstName, t.lastName, t.id),
    index("admin_users_role_active_idx").on(t.roleId, t.isActive).where(sql`${t.deletedAt} is null`),
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
    /** A row is the Read right; these are the rest. Grants from before rights existed became all four. */
    canAdd: boolean("can_add").notNull().default(false),
    canEdit: boolean("can_edit").notNull().default(false),
    canDelete: boolean("can_delete").notNull().default(false),
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
    // Administrators are never deleted for real (deletedAt), so an entry always names who acted.
    adminId: integer("admin_id").references(() => adminUsers.id),
    action: text("action").notNull(),
    target: text("target"),
    /** The page the action was taken on (its title), for the audit log's filter. */
    page: text("page"),
    /**
     * The name of the record as the entry shows it ("Hindu" for religion:4), from its snapshot when the
     * entry was written (backend/src/audit-record-name.ts): the list shows it and the search reads it.
     */
    recordName: text("record_name"),
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
    index("audit_log_page_idx").on(t.page, t.createdAt),
    // The audit log's search: inside what was done, to which record (its key and its name) and on which
    // page; backend/src/resources/audit-log/query.ts spells the same expression.
    index("audit_log_search_trgm_idx").using(
      "gin",
      sql`(${t.action} || ' ' || coalesce(${t.target}, '') || ' ' || coalesce(${t.recordName}, '') || ' ' || coalesce(${t.page}, '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * One-time recovery codes of an administrator's two-factor sign-in: only their SHA-256 is kept (they
 * are long random strings), and a used one is marked, never reused. Ten are made at each setup.
 */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").notNull().references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId), uniqueIndex("admin_recovery_codes_hash_key").on(t.codeHash)],
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
