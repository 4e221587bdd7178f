/**
 * The api of a declared report (lib/engine/report.ts): its rows a page at a time, the whole result as
 * CSV and the print view's rows. A report's query is a `ReportSource`, made one of three ways:
 * - `selectSource`: a read-only select (joins, aggregates) the engine pages, sorts and counts around as
 *   a subquery: right for results of a few thousand rows;
 * - `computedSource`: rows the report computes whole (twelve months from the tallies), sorted and paged
 *   here;
 * - a source of its own, for results of millions (a year of proposals): its page is an index walk, its
 *   total comes from tallies, its CSV is streamed by keyset (docs/reports.md, "Speed").
 */
import type { FastifyInstance } from "fastify";
import { asc, count, desc, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { reportCell, shownColumns, type ReportDef, type ReportQuery } from "../../../lib/engine/report";
import { readConsoleFlags } from "../settings/console-flags";
import { reportQuerySchema } from "../../../lib/engine/report-query";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";
import { csvLine, sendCsv } from "./csv";

type Row = Record<string, unknown>;

export interface ReportSource {
  /** `limit` rows from `offset`, in the query's order. */
  rows(db: Db, query: ReportQuery, limit: number, offset: number): Promise<Row[]>;
  /**
   * How many rows the query has in all; or, where counting every one would cost more than the page,
   * how many were counted before stopping (`capped`: more match), as the long lists do.
   */
  total(db: Db, query: ReportQuery): Promise<number | { total: number; capped: boolean }>;
  /** The whole result in order, a batch at a time, for the CSV: by keyset when the result may be large. */
  batches?(db: Db, query: ReportQuery): AsyncGenerator<Row[]>;
  /**
   * A page and its total from one query, for a result whose every row must be computed before the
   * first is known (a ranking in a range): counting it apart would compute it twice.
   */
  page?(db: Db, query: ReportQuery, limit: number, offset: number): Promise<{ rows: Row[]; total: number; capped: boolean }>;
}

/** The print view's rows: enough for paper; the CSV has the rest. */
export const PRINT_LIMIT = 5000;
/** Rows per batch of the CSV when the source has no batches of its own. */
const EXPORT_BATCH = 2000;

/**
 * Equal values of the sorted column keep one order from page to page: every other column follows it.
 * The sort is one of the report's sortable columns (lib/engine/report-query.ts).
 */
const orderOf = <T>(report: ReportDef, query: ReportQuery, field: (key: string) => T) => ({
  first: { key: query.sort, field: field(query.sort), order: query.order },
  rest: report.columns.filter((c) => c.key !== query.sort).map((c) => ({ key: c.key, field: field(c.key), order: "asc" as const })),
});

/** A report whose rows are one select: the engine pages, sorts and counts around it. */
export function selectSource(report: ReportDef, select: (db: Db, query: ReportQuery) => PgSelect): ReportSource {
  const subquery = (db: Db, query: ReportQuery) => select(db, query).as("report");
  return {
    async rows(db, query, limit, offset) {
      const result = subquery(db, query);
      const { first, rest } = orderOf(report, query, (key) => (result as unknown as Record<string, SQL>)[key]);
      const order = [(first.order === "desc" ? desc : asc)(first.field), ...rest.map((c) => asc(c.field))];
      return (await db.select().from(result).orderBy(...order).limit(limit).offset(offset)) as Row[];
    },
    async total(db, query) {
      const [{ total }] = await db.select({ total: count() }).from(subquery(db, query));
      return total;
    },
  };
}

const compare = (a: unknown, b: unknown) =>
  a === b ? 0 : a === null || a === undefined ? -1 : b === null || b === undefined ? 1 : typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));

/** A report whose rows are computed whole (a dozen months): sorted and paged here. */
export function computedSource(report: ReportDef, compute: (db: Db, query: ReportQuery) => Promise<Row[]>): ReportSource {
  const sorted = async (db: Db, query: ReportQuery) => {
    const { first, rest } = orderOf(report, query, (key) => key);
    const direction = first.order === "desc" ? -1 : 1;
    return (await compute(db, query)).sort((a, b) => direction * compare(a[first.field], b[first.field]) || rest.reduce((n, c) => n || compare(a[c.field], b[c.field]), 0));
  };
  return {
    rows: async (db, query, limit, offset) => (await sorted(db, query)).slice(offset, offset + limit),
    total: async (db, query) => (await compute(db, query)).length,
  };
}

async function* offsetBatches(db: Db, source: ReportSource, query: ReportQuery): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await source.rows(db, query, EXPORT_BATCH, offset);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The routes of a report, under its page's path (`base` moves them below it: the engine's own test). */
export async function reportRoutes(app: FastifyInstance, { db, report, source, base = `/api/admin/${report.key}` }: { db: Db; report: ReportDef; source: ReportSource; base?: string }) {
  const schema = () => reportQuerySchema(report);
  const page = async (query: ReportQuery, limit: number, offset: number) => {
    if (source.page) return source.page(db, query, limit, offset);
    const [rows, counted] = await Promise.all([source.rows(db, query, limit, offset), source.total(db, query)]);
    return { rows, ...(typeof counted === "number" ? { total: counted, capped: false } : counted) };
  };

  app.get(base, async (request, reply) => {
    const query = validate(schema(), request.query);
    const { rows, total, capped } = await page(query, query.pageSize, (query.page - 1) * query.pageSize);
    return ok(reply, rows, { totalRecords: total, ...(capped ? { totalCapped: true } : {}) });
  });

  app.get(`${base}/print`, async (request, reply) => {
    const query = validate(schema(), request.query);
    const { rows, total, capped } = await page(query, PRINT_LIMIT, 0);
    return ok(reply, rows, { totalRecords: total, ...(capped ? { totalCapped: true } : {}) });
  });

  app.get(`${base}/export`, async (request, reply) => {
    const query = validate(schema(), request.query);
    const columns = shownColumns(report, await readConsoleFlags(db));
    async function* lines() {
      yield `\uFEFF${csvLine(["Sr. No", ...columns.map((c) => c.header)])}`;
      let n = 0;
      for await (const rows of source.batches?.(db, query) ?? offsetBatches(db, source, query)) {
        yield rows.map((row) => csvLine([++n, ...columns.map((c) => reportCell(c, row[c.key]))])).join("");
      }
    }
    return sendCsv(reply, report.key, lines());
  });
}
