/** The api's check of a report's query (lib/engine/report.ts): paging, sort, and each declared filter. */
import { z } from "zod";
import { wholeNumberRule } from "../id-rules";
import { isRealDay } from "./fields/date";
import { DEFAULT_PAGE_SIZE } from "./list-query";
import { reportYears, type ReportDef, type ReportQuery } from "./report";

const day = (message: string) => z.string().refine(isRealDay, message).optional();

/** The query of a report page and of its api: paging, sort, and each declared filter (others are dropped). */
export function reportQuerySchema(report: ReportDef, now = new Date()): z.ZodType<ReportQuery> {
  const sortable = [report.defaultSort.key, ...report.columns.filter((c) => c.sortable).map((c) => c.key)] as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    page: wholeNumberRule(1, 1_000_000, "page must be a whole number from 1").default(1),
    pageSize: wholeNumberRule(1, 100, "pageSize must be a whole number from 1 to 100").default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).default(report.defaultSort.key),
    order: z.enum(["asc", "desc"]).default(report.defaultSort.order),
  };
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
  }
  return z.object(shape).refine((q) => !q.from || !q.to || String(q.from) <= String(q.to), { message: "From must not be after To", path: ["to"] }) as unknown as z.ZodType<ReportQuery>;
}
