/**
 * The service's time zone: a member's day of registration, the App Users range of days and the months
 * the member tallies are kept by are days here, whatever the zone of the server or the browser. The
 * member tallies' triggers (backend/drizzle/0007_members.sql) spell the same name: a change here needs
 * them changed and the tallies rebuilt (docs/members.md, "App Users").
 */
export const SERVICE_TIME_ZONE = "Asia/Kolkata";
