/**
 * The review queue's claims (docs/review.md, "Two staff never hold the same item"): who holds which
 * waiting item, until when. One row per item, so an item is held by one administrator at a time; a row
 * whose moment has passed is anyone's to take over. The items themselves stay where they are (documents,
 * photos, block requests): a claim only decides who is shown one.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { REVIEW_KINDS } from "../../../../lib/review";
import { adminUsers } from "./admins";

/** DDL binds no parameters: the kinds (constants of lib/review.ts, never input) are written as quoted literals. */
const kindsList = sql.raw(REVIEW_KINDS.map((kind) => `'${kind.replace(/'/g, "''")}'`).join(", "));

export const reviewClaims = pgTable(
  "review_claims",
  {
    /** A kind of lib/review.ts (REVIEW_KINDS). */
    kind: text("kind").notNull(),
    /** The item's id: a member for documents and photos, a block request for block requests. */
    itemId: integer("item_id").notNull(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // A claim gives up, renews and tidies the caller's own rows.
    index("review_claims_admin_idx").on(t.adminId),
    check("review_claims_kind_check", sql`${t.kind} in (${kindsList})`),
  ],
);
