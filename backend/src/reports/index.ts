/**
 * The queries of the declared reports (lib/reports), by report key, and the routes made from them. A
 * module of queries joins whole (its record of queries by report key, spread here), so a report's
 * query is written once and listed nowhere else (README, "Add a report").
 */
import type { FastifyInstance } from "fastify";
import { REPORTS } from "@/lib/reports/index";
import type { Db } from "../db/client";
import { reportRoutes, type ReportSource } from "../engine/reports";
import { MEMBER_REPORT_SOURCES } from "./members";
import { PROPOSAL_REPORT_SOURCES } from "./proposals";

export const REPORT_SOURCES: Record<string, ReportSource> = { ...PROPOSAL_REPORT_SOURCES, ...MEMBER_REPORT_SOURCES };

export async function allReportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const report of REPORTS) {
    const source = REPORT_SOURCES[report.key];
    if (!source) throw new Error(`The report "${report.key}" is declared but has no query in backend/src/reports.`);
    await reportRoutes(app, { db, report, source });
  }
}
