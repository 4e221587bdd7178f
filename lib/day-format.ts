/**
 * How every day reads in the console, its exports and the api's sentences: the Setting page's "Date
 * format" (docs/setting.md). The flag is the service's, not a user's, so one value per process is
 * right: the browser takes it from the admin shell, the console's server and the api from the api's
 * flags (backend/src/settings/console-flags.ts). Until then a day reads as "05 Jan 2025".
 */
export const DATE_FORMATS = ["DD MMM YYYY", "DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] as const;

export type DateFormat = (typeof DATE_FORMATS)[number];

export const DEFAULT_DATE_FORMAT: DateFormat = "DD MMM YYYY";

/** The same formats as the date pickers (date-fns) spell them. */
export const PICKER_FORMATS: Record<DateFormat, string> = {
  "DD MMM YYYY": "dd MMM yyyy",
  "DD/MM/YYYY": "dd/MM/yyyy",
  "MM/DD/YYYY": "MM/dd/yyyy",
  "YYYY-MM-DD": "yyyy-MM-dd",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

let current: DateFormat = DEFAULT_DATE_FORMAT;

export const isDateFormat = (value: unknown): value is DateFormat => (DATE_FORMATS as readonly unknown[]).includes(value);

/** Days read this way from now on in this process (a value that is not a format changes nothing). */
export function followDateFormat(format: unknown): void {
  if (isDateFormat(format)) current = format;
}

export const dateFormatNow = (): DateFormat => current;

/** "2025-01-05" as the format reads it: "05 Jan 2025", "05/01/2025", "01/05/2025" or "2025-01-05"; other text as it is. */
export function writeDay(value: string, format: DateFormat = current): string {
  const match = DAY.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  switch (format) {
    case "DD/MM/YYYY":
      return `${day}/${month}/${year}`;
    case "MM/DD/YYYY":
      return `${month}/${day}/${year}`;
    case "YYYY-MM-DD":
      return value;
    default:
      return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
  }
}
