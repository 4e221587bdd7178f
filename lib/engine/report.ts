/**
 * What a report is: a read-only query the api runs (backend/src/reports), declared here by its
 * columns and its typed filters. One declaration drives the report page (grid, filters, CSV, print),
 * the api's validation of the query (lib/engine/report-query.ts, apart so that the page loads no
 * zod), and the text of every cell in the page, the CSV and the print.
 */
import { formatDay } from "./fields/date";
import { formatAmount } from "./fields";
import { isOn, type ConsoleFlags, type ConsoleSwitch } from "../console-flags";

export type ReportFilter =
  /** A year among the last `years`, this one by default (`year=`). */
  | { kind: "year"; label: string; years: number }
  /**
   * Days from and to, each optional (`from=`, `to=`, YYYY-MM-DD). `maxDays`: the longest range asked
   * for (a report over millions of rows); `thisYear`: an empty range is this year until today.
   */
  | { kind: "dateRange"; label: string; maxDays?: number; thisYear?: boolean }
  /** Words searched in the report's text columns (`search=`). */
  | { kind: "text"; label: string }
  /** One of fixed values (`<key>=`): Gender. `drawer`: shown in the Filters drawer rather than the bar. */
  | { kind: "choice"; key: string; label: string; options: readonly string[]; drawer?: boolean }
  /** A record of a reference list, by id (`<key>=`): Religion. `dependsOn`: narrowed by another ref filter's choice. */
  | { kind: "ref"; key: string; label: string; resource: string; dependsOn?: { key: string; field: string }; drawer?: boolean; follows?: ConsoleSwitch }
  /** Whole years from and to (`ageFrom=`, `ageTo=`), each optional. */
  | { kind: "ageRange"; label: string; min: number; max: number; drawer?: boolean };

/** The filters whose values are named by their own key (choice and ref): the query's `where`. */
export type KeyedFilter = Extract<ReportFilter, { key: string }>;
export const isKeyed = (filter: ReportFilter): filter is KeyedFilter => "key" in filter;

export interface ReportColumn {
  key: string;
  header: string;
  /** How the value reads: as it is, a whole number, an amount, a day, or a month number as its name. */
  format?: "text" | "number" | "amount" | "day" | "month";
  sortable?: boolean;
  /** A part of the product the Setting can turn off (Communities): then the column leaves the grid, the print and the CSV. */
  follows?: ConsoleSwitch;
}

export interface ReportDef<K extends string = string> {
  /** The api path segment and the page slug. */
  key: K;
  columns: ReportColumn[];
  filters: ReportFilter[];
  defaultSort: { key: string; order: "asc" | "desc" };
  /** A bar chart of the whole result above the table: `x` the bars' column, `y` their height. */
  chart?: { x: string; y: string; label: string };
}

export const defineReport = <K extends string>(def: ReportDef<K>): ReportDef<K> => def;

/** Whether a module's export is a report declaration (lib/engine/registry.ts gathers them). */
export const isReportDef = (value: unknown): value is ReportDef =>
  typeof value === "object" && value !== null && "key" in value && "columns" in value && "filters" in value && "defaultSort" in value && !("fields" in value);

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The columns a report shows while the Setting's switches are as they are: the same in the grid, the CSV and the print view. */
export const shownColumns = (report: ReportDef, flags: ConsoleFlags) => report.columns.filter((column) => isOn(flags, column.follows));

/** The filters it offers: a switched-off part's filter is not drawn. */
export const shownFilters = (report: ReportDef, flags: ConsoleFlags) => report.filters.filter((filter) => filter.kind !== "ref" || isOn(flags, filter.follows));

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
  ageFrom?: number;
  ageTo?: number;
  /** The choice and ref filters set, by key: a ref's id as a number. */
  where: Record<string, string | number>;
}

/** The query's keys beside the keyed filters': what a report page keeps in its URL. */
export const REPORT_QUERY_KEYS = ["page", "pageSize", "sort", "order", "year", "from", "to", "search", "ageFrom", "ageTo"] as const;

/** The keys a report reads from its URL: the engine's and its own filters', but not a switched-off part's (a bookmarked Community). */
export const reportKeys = (report: ReportDef, flags: ConsoleFlags) => [...REPORT_QUERY_KEYS, ...shownFilters(report, flags).filter(isKeyed).map((filter) => filter.key)];

/**
 * The report's query as its URL names it, each key it reads that has a value: what its page asks the
 * api for, in the browser and on the server that fetches the page's first rows (lib/engine/first-lists.ts).
 */
export const reportStateOf = (report: ReportDef, flags: ConsoleFlags, get: (name: string) => string | null): Partial<Record<string, string>> =>
  Object.fromEntries(reportKeys(report, flags).flatMap((key) => (get(key) ? [[key, get(key)!]] : [])));

/** The same query for the whole result, unpaged: the chart, the CSV and the print view. */
export function wholeResultQuery(query: URLSearchParams): URLSearchParams {
  const whole = new URLSearchParams(query);
  whole.delete("page");
  whole.delete("pageSize");
  return whole;
}

/** The range an empty `thisYear` range stands for: the first of January to today, as days. */
export const thisYearRange = (today: string) => ({ from: `${today.slice(0, 4)}-01-01`, to: today });
