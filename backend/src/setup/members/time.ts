/** Times of generated rows: ms since the epoch, UTC. Days as text are formatted once and kept (a million birth dates). */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR = 365.25 * DAY;

const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));
/** Days from 1900 to 2100, by day number since 1970 plus this offset. */
const FIRST_DAY = -25_567;
const days: (string | undefined)[] = new Array(73_049);

/** "YYYY-MM-DD" of the UTC day of `ms`. */
export function dayText(ms: number): string {
  const day = Math.floor(ms / DAY);
  const slot = day - FIRST_DAY;
  const known = days[slot];
  if (known !== undefined) return known;
  const text = new Date(day * DAY).toISOString().slice(0, 10);
  if (slot >= 0 && slot < days.length) days[slot] = text;
  return text;
}

/** "HH:MM:00", a time of day from minutes after midnight. */
export const timeOfDay = (minutes: number) => `${TWO[Math.floor(minutes / 60) % 24]}:${TWO[minutes % 60]}:00`;

/** The day number (since 1970-01-01) of the same day-of-month `months` after the day of `ms`, clamped to the month's end. */
export function dayMonthsAfter(ms: number, months: number): number {
  const day = Math.floor(ms / DAY);
  const date = new Date(day * DAY);
  const target = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY;
  const monthLength = (Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 1) / DAY) - target;
  return target + Math.min(date.getUTCDate(), monthLength) - 1;
}

/** Midnight UTC of the day of `date`: the default "as of" of a run, so a day's runs agree. */
export const startOfDay = (date: Date) => Math.floor(date.getTime() / DAY) * DAY;
