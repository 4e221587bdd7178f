/**
 * The dashboard's one range of days (docs/dashboard.md): its presets, the period before it that each
 * card compares with, and the buckets its charts count by. Days are the service's (lib/time-zone.ts),
 * "YYYY-MM-DD", both ends included. Pure: the page, the api and the tests read the same rules.
 */

/** The longest range: the "last 12 months" preset, plus a leap day. */
export const DASHBOARD_MAX_DAYS = 366;
/** Ranges up to this long are charted by day; longer ones by month. */
export const DAY_BUCKETS_UP_TO = 62;

export const DASHBOARD_PRESETS = [
  { key: "today", label: "Today" },
  { key: "last-7-days", label: "Last 7 days" },
  { key: "this-month", label: "This month" },
  { key: "last-12-months", label: "Last 12 months" },
] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number]["key"];
/** What the page shows when its address names no range. */
export const DEFAULT_PRESET: DashboardPreset = "last-12-months";

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day `days` after (before, when negative) a day. */
export const shiftDay = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysSpanned = ({ from, to }: DayRange) => Math.round(dayNumber(to) - dayNumber(from)) + 1;

export const isPreset = (value: unknown): value is DashboardPreset => DASHBOARD_PRESETS.some((preset) => preset.key === value);

/** The days a preset names on `today`; "last 12 months" ends today and starts the day after the same day a year before. */
export function presetRange(preset: DashboardPreset, today: string): DayRange {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "last-7-days":
      return { from: shiftDay(today, -6), to: today };
    case "this-month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "last-12-months": {
      const [year, month, day] = today.split("-").map(Number);
      // 29 February a year before is 1 March: Date.UTC rolls it over.
      const yearBefore = new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
      return { from: shiftDay(yearBefore, 1), to: today };
    }
  }
}

/** The range an address names (docs/dashboard.md), as the page reads it: "" for a day cleared, which the api then names as missing. */
export interface ChosenRange extends DayRange {
  /** The preset chosen, when the range is one: it moves with the days (a reload tomorrow is tomorrow's). */
  preset?: DashboardPreset;
}

/**
 * `range=<preset>` names a preset, which stays the same words on another day; `from` and `to` name
 * days picked; neither is the default preset. Read alike by the page and by the console's server,
 * which asks for the page's first figures while it draws it (lib/engine/first-lists.ts).
 */
export function rangeOfAddress(param: (name: string) => string | null, today: string): ChosenRange {
  const from = param("from");
  const to = param("to");
  if (from !== null || to !== null) return { from: from ?? "", to: to ?? "" };
  const named = param("range");
  const preset = isPreset(named) ? named : DEFAULT_PRESET;
  return { ...presetRange(preset, today), preset };
}

/** The api's query for a range: a day left empty is not sent, so the api says what is missing. */
export const dashboardQuery = (range: DayRange) => new URLSearchParams(Object.entries({ from: range.from, to: range.to }).filter(([, day]) => day));

/** The period of equal length that ends the day before the range starts: what each card compares with. */
export function previousPeriod(range: DayRange): DayRange {
  const days = daysSpanned(range);
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
}

export type Bucket = "day" | "month";

export const bucketOf = (range: DayRange): Bucket => (daysSpanned(range) <= DAY_BUCKETS_UP_TO ? "day" : "month");

/** Every bucket of the range in order, each named by its first day (a month by its 1st, even when the range starts later in it). */
export function bucketsOf(range: DayRange, bucket: Bucket): string[] {
  const buckets: string[] = [];
  if (bucket === "day") {
    for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) buckets.push(day);
    return buckets;
  }
  const [year, month] = range.from.split("-").map(Number);
  for (let index = 0; ; index++) {
    const first = new Date(Date.UTC(year, month - 1 + index, 1)).toISOString().slice(0, 10);
    if (first > range.to) return buckets;
    buckets.push(first);
  }
}
