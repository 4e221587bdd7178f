/**
 * Every declared report (lib/engine/report.ts). Each is shown by the report page whose slug is its key
 * (lib/pages.ts, view "report"), and its query lives in backend/src/reports. A module of reports joins
 * whole (`...declarationsIn(module, isReportDef)`, lib/engine/registry.ts), so a report added to it is
 * listed nowhere else (README, "Add a report").
 */
import type { ReportDef } from "../engine/report";

export const REPORTS: readonly ReportDef[] = [];

const byKey = new Map(REPORTS.map((report) => [report.key, report]));

export const reportByKey = (key: string): ReportDef | undefined => byKey.get(key);
