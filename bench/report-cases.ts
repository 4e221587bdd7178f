/**
 * The eleven reports' cases for the members bench (bench/members.ts): each report's first page as it
 * opens, and a filtered page, held to the reports' budget (200 ms p95, docs/reports.md "Speed").
 */
import { sql } from "drizzle-orm";
import type { Database } from "../backend/src/db/client";
import { REPORT_BUDGET_MS, type BenchCase } from "./measure";

export async function reportCases(database: Database, today: string): Promise<BenchCase[]> {
  const year = Number(today.slice(0, 4));
  const lastYear = { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  const month = { from: `${year - 1}-06-01`, to: `${year - 1}-06-30` };
  const { rows } = await database.db.execute(sql`select id from religions where name = 'Hindu'`);
  const hindu = (rows[0] as { id: number }).id;
  const { rows: found } = await database.db.execute(sql`select last_name from members where is_blocked order by id limit 1`);
  const blocked = (found[0] as { last_name: string } | undefined)?.last_name ?? "Sharma";
  const cases: [string, string][] = [
    ["Proposal Request Send, this year", "requestSendReport"],
    [`Proposal Request Send, ${year - 1}`, `requestSendReport?year=${year - 1}`],
    ["Proposal Request Accept, this year", "requestAcceptReport"],
    [`Proposal Request Accept, ${year - 1}`, `requestAcceptReport?year=${year - 1}`],
    ["Proposal Request Reject, this year", "requestRejectReport"],
    [`Proposal Request Reject, ${year - 1}`, `requestRejectReport?year=${year - 1}`],
    ["Proposal Send User, this year", "requestSendUser"],
    [`Proposal Send User, ${year - 1}, oldest first, page 50`, `requestSendUser?from=${lastYear.from}&to=${lastYear.to}&order=asc&page=50`],
    ["Proposal Receive User, this year", "requestReceiveUser"],
    [`Proposal Receive User, ${year - 1}`, `requestReceiveUser?from=${lastYear.from}&to=${lastYear.to}`],
    ["Proposal Reject User, this year", "requestRejectUser"],
    [`Proposal Reject User, ${year - 1}`, `requestRejectUser?from=${lastYear.from}&to=${lastYear.to}`],
    ["Top Request Send, all time", "requestsend"],
    [`Top Request Send, ${month.from} to ${month.to}`, `requestsend?from=${month.from}&to=${month.to}`],
    ["Top Request Receive, all time", "requestreceive"],
    [`Top Request Receive, ${month.from} to ${month.to}`, `requestreceive?from=${month.from}&to=${month.to}`],
    ["Application User, page 1", "applicationuser"],
    [`Application User, Female + Hindu registered in ${year - 1}`, `applicationuser?gender=Female&religionId=${hindu}&from=${lastYear.from}&to=${lastYear.to}`],
    ["Application User, aged 25 to 30, by name", "applicationuser?ageFrom=25&ageTo=30&sort=name&order=asc"],
    ["Premium App User, page 1", "premiumAppUser"],
    ["Premium App User, search \"Sharma\"", "premiumAppUser?search=Sharma"],
    ["System Blocked User, page 1", "systemBlockedUser"],
    [`System Blocked User, search "${blocked}"`, `systemBlockedUser?search=${encodeURIComponent(blocked)}`],
  ];
  return cases.map(([label, path]) => [label, path, REPORT_BUDGET_MS]);
}
