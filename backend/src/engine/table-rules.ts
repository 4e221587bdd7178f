/**
 * Rules a declared resource's table keeps beyond what its declaration makes (tables.ts), by resource
 * key, and the words a request that breaks one is answered with. The database keeps them because the
 * api's own checks read before they write: two requests at once can each pass their check and
 * together break the rule (docs/catalogue.md, "Currencies").
 */
import { sql } from "drizzle-orm";
import { check, uniqueIndex, type AnyPgColumn, type CheckBuilder, type IndexBuilder } from "drizzle-orm/pg-core";
import { MESSAGES } from "../../../lib/messages";

type Column = (key: string) => AnyPgColumn;

export const TABLE_RULES: Record<string, (col: Column) => (IndexBuilder | CheckBuilder)[]> = {
  // One default currency at most, and it is active. That there is one at all (when there are
  // currencies) is a deferred constraint trigger, checked at commit: making another the default clears
  // the old one a statement before setting the new (backend/drizzle/0014_catalogue_rules.sql).
  currency: (col) => [
    uniqueIndex("currencies_one_default_key").on(col("isDefault")).where(sql`${col("isDefault")}`),
    check("currencies_default_is_active", sql`${col("isActive")} or not ${col("isDefault")}`),
  ],
};

/** What a request that breaks a rule above is told (409), by the constraint's name. */
export const REFUSAL_OF_CONSTRAINT: Record<string, string> = {
  currencies_one_default_key: MESSAGES.defaultCurrencyRace,
  currencies_default_is_active: MESSAGES.defaultCurrencyStays,
  currencies_keep_a_default: MESSAGES.defaultCurrencyStays,
};
