import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { adminUsers } from "./admins";

/**
 * The console's writes by their Idempotency-Key (docs/idempotency.md): claimed before the write runs,
 * marked applied in the write's own transaction, and holding the answer once it is sent, so a repeat
 * gets the first answer instead of a second change. Removed after a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** sha256 of the body as received: the same key with another body is refused. */
    bodyHash: text("body_hash").notNull(),
    /** When the claim was (re)taken: a claim left running by a stopped process is taken over later. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set in the write's own transaction: the change is saved, whatever became of the answer. */
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    /** The answer as sent; null while the write runs. */
    status: smallint("status"),
    contentType: text("content_type"),
    answer: text("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotency_keys_admin_key_idx").on(t.adminId, t.key), index("idempotency_keys_created_idx").on(t.createdAt)],
);
