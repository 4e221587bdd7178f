/**
 * Every declared report (lib/engine/report.ts). Each is shown by the report page whose slug is its key
 * (lib/pages.ts, view "report"), and its query lives in backend/src/reports. A module of reports joins
 * whole (`...declarationsIn(module, isReportDef)`, lib/engine/registry.ts), so a report added to it is
 * listed nowhere else (README, "Add a report").
 */
import { registerReports } from "../access";
import { isReportDef, type ReportDef } from "../engine/report";
import { declarationsIn } from "../engine/registry";
import * as memberReports from "./members";
import * as proposalReports from "./proposals";

export const REPORTS: readonly ReportDef[] = [...declarationsIn(proposalReports, isReportDef), ...declarationsIn(memberReports, isReportDef)];

registerReports(REPORTS);

const byKey = new Map(REPORTS.map((report) => [report.key, report]));

export const reportByKey = (key: string): ReportDef | undefined => byKey.get(key);
