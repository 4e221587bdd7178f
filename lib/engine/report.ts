/**
 * What a report is: a read-only query the api runs (backend/src/reports), declared here by its
 * columns and its typed filters. One declaration drives the report page (grid, filters, CSV, print),
 * the api's validation of the query, and the text of every cell in the page, the CSV and the print.
 */
import { z } from "zod";
import { wholeNumberRule } from "../ids";
import { formatDay, isRealDay } from "./fields/date";
import { formatAmount } from "./fields";
import { DEFAULT_PAGE_SIZE } from "./list-query";

export type ReportFilter =
  /** A year among the last `years`, this one by default (`year=`). */
  | { kind: "year"; label: string; years: number }
  /** Days from and to, each optional (`from=`, `to=`, YYYY-MM-DD). */
  | { kind: "dateRange"; label: string }
  /** Words searched in the report's text columns (`search=`). */
  | { kind: "text"; label: string };

export interface ReportColumn {
  key: string;
  header: string;
  /** How the value reads: as it is, a whole number, an amount, a day, or a month number as its name. */
  format?: "text" | "number" | "amount" | "day" | "month";
  sortable?: boolean;
}

export interface ReportDef<K extends string = string> {
  /** The api path segment and the page slug. */
  key: K;
  columns: ReportColumn[];
  filters: ReportFilter[];
  defaultSort: { key: string; order: "asc" | "desc" };
}

export const defineReport = <K extends string>(def: ReportDef<K>): ReportDef<K> => def;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The text of one cell, the same in the grid, the CSV and the print view. */
export function reportCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (column.format) {
    case "number":
      return Number(value).toLocaleString("en-IN");
    case "amount":
      return formatAmount(Number(value));
    case "day":
      return formatDay(String(value).slice(0, 10));
    case "month":
      return MONTHS[Number(value) - 1] ?? String(value);
    default:
      return String(value);
  }
}

const day = (message: string) => z.string().refine(isRealDay, message).optional();

/** The years a year filter offers, newest first. */
export const reportYears = (filter: Extract<ReportFilter, { kind: "year" }>, now: Date) =>
  Array.from({ length: filter.years }, (_, i) => now.getFullYear() - i);

export interface ReportQuery {
  page: number;
  pageSize: number;
  sort: string;
  order: "asc" | "desc";
  year?: number;
  from?: string;
  to?: string;
  search?: string;
}

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
