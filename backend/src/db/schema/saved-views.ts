/**
 * Saved views of the lists (docs/saved-views.md): a name for a list's filters, search, sort and page
 * size, kept per administrator and, when shared, offered to everyone who may open the page. The state
 * is the list's own address query (what the URL already carries), so a view reopens exactly as the
 * list would from a link.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { adminUsers } from "./admins";

export const savedViews = pgTable(
  "saved_views",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The page's key of lib/pages.ts. */
    page: text("page").notNull(),
    name: text("name").notNull(),
    /** The list's state as its address query, without the leading "?" ("gender=Female&sort=name&order=asc"). */
    query: text("query").notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per administrator and page, whatever its case.
    uniqueIndex("saved_views_admin_page_name_key").on(t.adminId, t.page, sql`lower(${t.name})`),
    // A page's shared views, for everyone who opens it.
    index("saved_views_page_shared_idx").on(t.page, t.id).where(sql`${t.shared}`),
  ],
);
