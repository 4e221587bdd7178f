import { writeDay } from "./day-format";

/**
 * The service's time zone: a member's day of registration, the App Users range of days and the months
 * the member tallies are kept by are days here, whatever the zone of the server or the browser. The
 * member tallies' triggers (backend/drizzle/0007_members.sql) spell the same name: a change here needs
 * them changed and the tallies rebuilt (docs/members.md, "App Users").
 */
export const SERVICE_TIME_ZONE = "Asia/Kolkata";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SERVICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const minuteFormat = new Intl.DateTimeFormat("en-IN", { timeZone: SERVICE_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const secondFormat = new Intl.DateTimeFormat("en-IN", { timeZone: SERVICE_TIME_ZONE, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZoneName: "short" });

/** The day (YYYY-MM-DD) a moment fell on in the service's time zone: the same on the server and in any browser. */
export const serviceDay = (moment: Date | string): string => dayFormat.format(new Date(moment));

/** The day a moment fell on in the service's time zone, for reading, in the Setting's date format ("04 Mar 2025"). */
export const serviceDate = (moment: Date | string): string => writeDay(serviceDay(moment));

/** A moment as a day and a time of day in the service's time zone ("04 Mar 2025, 14:30"). */
export const serviceMoment = (moment: Date | string): string => `${serviceDate(moment)}, ${minuteFormat.format(new Date(moment))}`;

/**
 * A moment to the second in the service's time zone, named ("04 Mar 2025, 14:30:05 IST"): the audit
 * log's entries, where two changes in one minute must still read apart, and a reader in another zone,
 * or a CSV opened elsewhere, must not take the time for their own.
 */
export const serviceSecond = (moment: Date | string): string => `${serviceDate(moment)}, ${secondFormat.format(new Date(moment))}`;
