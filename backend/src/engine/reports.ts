/**
 * The api of a declared report (lib/engine/report.ts): its rows a page at a time, the whole result as
 * CSV and the print view's rows, from one read-only query. The query is the report's own (joins,
 * aggregates); paging, sorting, counting and the CSV are the engine's, around it as a subquery.
 */
import type { FastifyInstance } from "fastify";
import { asc, count, desc, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { reportCell, type ReportDef, type ReportQuery } from "../../../lib/engine/report";
import { reportQuerySchema } from "../../../lib/engine/report-query";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";
import { csvLine, sendCsv } from "./csv";

/** The report's rows for a query, as a select whose fields are the declaration's column keys. */
export type ReportSource = (db: Db, query: ReportQuery) => PgSelect;

/** The print view's rows: enough for paper; the CSV has the rest. */
export const PRINT_LIMIT = 5000;

type Row = Record<string, unknown>;

async function reportRows(db: Db, report: ReportDef, source: ReportSource, query: ReportQuery, limit: number, offset: number) {
  const result = source(db, query).as("report");
  const field = (key: string) => (result as unknown as Record<string, SQL>)[key];
  const direction = query.order === "desc" ? desc : asc;
  // Every other column after the sorted one: equal values keep one order from page to page.
  const order = [direction(field(query.sort)), ...report.columns.filter((c) => c.key !== query.sort).map((c) => asc(field(c.key)))];
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(result).orderBy(...order).limit(limit).offset(offset) as Promise<Row[]>,
    db.select({ total: count() }).from(result),
  ]);
  return { rows, total };
}

export async function reportRoutes(app: FastifyInstance, { db, report, source }: { db: Db; report: ReportDef; source: ReportSource }) {
  const base = `/api/admin/${report.key}`;
  const schema = () => reportQuerySchema(report);

  app.get(base, async (request, reply) => {
    const query = validate(schema(), request.query);
    const { rows, total } = await reportRows(db, report, source, query, query.pageSize, (query.page - 1) * query.pageSize);
    return ok(reply, rows, { totalRecords: total });
  });

  app.get(`${base}/print`, async (request, reply) => {
    const query = validate(schema(), request.query);
    const { rows, total } = await reportRows(db, report, source, query, PRINT_LIMIT, 0);
    return ok(reply, rows, { totalRecords: total });
  });

  app.get(`${base}/export`, async (request, reply) => {
    const query = validate(schema(), request.query);
    async function* lines() {
      yield `\uFEFF${csvLine(["Sr. No", ...report.columns.map((c) => c.header)])}`;
      const batch = 2000;
      for (let offset = 0, n = 0; ; offset += batch) {
        const { rows } = await reportRows(db, report, source, query, batch, offset);
        if (rows.length) yield rows.map((row) => csvLine([++n, ...report.columns.map((c) => reportCell(c, row[c.key]))])).join("");
        if (rows.length < batch) return;
      }
    }
    return sendCsv(reply, report.key, lines());
  });
}
