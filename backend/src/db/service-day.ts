import { sql, type SQLWrapper } from "drizzle-orm";
import { SERVICE_TIME_ZONE } from "../../../lib/time-zone";

/**
 * Days of the service's time zone in SQL (lib/time-zone.ts, docs/members.md): the one way the api turns
 * a moment into the day staff read, and a day they pick into the moments it spans. Never the database
 * session's own zone, which is the server's setting and not the service's: a moment at 00:30 in India
 * is still the day before in UTC.
 */

/** The day (YYYY-MM-DD) a moment fell on; null stays null. */
export const serviceDayOf = <T extends string | null = string>(moment: SQLWrapper) => sql<T>`to_char(${moment} at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The moment a day starts ("2025-01-31" → 2025-01-30 18:30 UTC). */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SERVICE_TIME_ZONE})`;

/** The day after a day, as a day: an inclusive last day is bounded by the next day's start. */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Today in the service's time zone, as a date: the day a package's first and last days are compared with. */
export const serviceToday = sql<string>`(now() at time zone ${SERVICE_TIME_ZONE})::date`;
