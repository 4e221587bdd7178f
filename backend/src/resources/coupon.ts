import { sql } from "drizzle-orm";
import type { ResourceHooks } from "../engine/hooks";

export const couponHooks: ResourceHooks = {
  // Today's date is the database's: every list and export agrees, and the mark sorts in SQL.
  listColumns: (main) => ({ expired: sql<boolean>`(${main.validTill} < current_date)` }),
};
