/** The api's check of a report's query (lib/engine/report.ts): paging, sort, and each declared filter. */
import { z } from "zod";
import { wholeNumberRule } from "../id-rules";
import { MESSAGES } from "../messages";
import { serviceDay } from "../time-zone";
import { isRealDay } from "./fields/date";
import { DEFAULT_PAGE_SIZE } from "./list-query";
import { isKeyed, reportYears, thisYearRange, type ReportDef, type ReportQuery } from "./report";

const day = (message: string) => z.string().refine(isRealDay, message).optional();

/** The day `days` after (before, when negative) a day. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
const daysSpanned = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The query of a report page and of its api: paging, sort, and each declared filter (others are dropped). */
export function reportQuerySchema(report: ReportDef, now = new Date()): z.ZodType<ReportQuery> {
  const sortable = [report.defaultSort.key, ...report.columns.filter((c) => c.sortable).map((c) => c.key)] as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    page: wholeNumberRule(1, 1_000_000, "page must be a whole number from 1").default(1),
    pageSize: wholeNumberRule(1, 100, "pageSize must be a whole number from 1 to 100").default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).default(report.defaultSort.key),
    order: z.enum(["asc", "desc"]).default(report.defaultSort.order),
  };
  const keyed = report.filters.filter(isKeyed);
  const range = report.filters.find((filter) => filter.kind === "dateRange");
  for (const filter of report.filters) {
    if (filter.kind === "year") {
      const years = reportYears(filter, now);
      const message = `Choose a year from ${years.at(-1)} to ${years[0]}`;
      shape.year = wholeNumberRule(0, 9999, message).refine((y) => years.includes(y), message).default(years[0]);
    }
    if (filter.kind === "dateRange") {
      shape.from = day("From must be a day such as 2025-01-31");
      shape.to = day("To must be a day such as 2025-01-31");
    }
    if (filter.kind === "text") shape.search = z.string().trim().max(100).optional();
    if (filter.kind === "choice") shape[filter.key] = z.enum(filter.options as [string, ...string[]], { error: `Choose a ${filter.label.toLowerCase()} from the list` }).optional();
    if (filter.kind === "ref") shape[filter.key] = wholeNumberRule(1, 2_147_483_647, `Choose a ${filter.label.toLowerCase()} from the list`).optional();
    if (filter.kind === "ageRange") {
      const message = `Age must be a whole number from ${filter.min} to ${filter.max}`;
      shape.ageFrom = wholeNumberRule(filter.min, filter.max, message).optional();
      shape.ageTo = wholeNumberRule(filter.min, filter.max, message).optional();
    }
  }
  return z
    .object(shape)
    .refine((q) => !q.from || !q.to || String(q.from) <= String(q.to), { message: "From must not be after To", path: ["to"] })
    .refine((q) => q.ageFrom === undefined || q.ageTo === undefined || Number(q.ageFrom) <= Number(q.ageTo), { message: "Age from must not be above Age to", path: ["ageTo"] })
    .transform((q, context) => {
      const query = { ...q, where: Object.fromEntries(keyed.flatMap((filter) => (q[filter.key] === undefined ? [] : [[filter.key, q[filter.key]]]))) } as Record<string, unknown>;
      for (const filter of keyed) delete query[filter.key];
      if (range?.kind === "dateRange") {
        const today = serviceDay(now);
        // An empty range of a report over millions of rows is this year, as the page says under it.
        if (range.thisYear && !query.from && !query.to) Object.assign(query, thisYearRange(today));
        const longest = range.maxDays;
        if (longest && (query.from !== undefined || query.to !== undefined)) {
          // A range left open on one side is closed `longest` days away (never past today).
          if (query.from === undefined) query.from = shiftDay(String(query.to ?? today), 1 - longest);
          if (query.to === undefined) query.to = [shiftDay(String(query.from), longest - 1), today].sort()[0];
          if (daysSpanned(String(query.from), String(query.to)) > longest) context.addIssue({ code: "custom", path: ["to"], message: MESSAGES.reportRangeTooLong(longest) });
        }
      }
      return query as unknown as ReportQuery;
    }) as unknown as z.ZodType<ReportQuery>;
}
