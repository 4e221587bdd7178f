import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempt counts of the sign-in, reset and code limits (docs/rate-limits.md), in the database every
 * api process shares, so a restart or a second process clears nothing. One row per limit and key
 * ("login-address:203.0.113.7"), counting until its window ends; a later attempt starts a new window.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_expires_at_idx").on(t.expiresAt)],
);
