/**
 * The proposal reports (docs/reports.md): three counts by month of a year, with their chart; three
 * lists of proposals in a range of days; two rankings of members by proposals sent and received.
 */
import { defineReport, type ReportColumn } from "../engine/report";

/** A year's proposals of one kind, month by month: every month shown, none sent is 0. */
const monthly = <K extends string>(key: K, header: string) =>
  defineReport({
    key,
    columns: [
      { key: "month", header: "Month", format: "month", sortable: true },
      { key: "proposals", header, format: "number", sortable: true },
    ],
    filters: [{ kind: "year", label: "Year", years: 10 }],
    defaultSort: { key: "month", order: "asc" },
    chart: { x: "month", y: "proposals", label: header },
  });

export const requestSendReport = monthly("requestSendReport", "Proposals sent");
export const requestAcceptReport = monthly("requestAcceptReport", "Proposals accepted");
export const requestRejectReport = monthly("requestRejectReport", "Proposals rejected");

/** Who sent it and to whom: each with their member id, which the member view is found by. */
const PAIR: ReportColumn[] = [
  { key: "sender", header: "Sender" },
  { key: "senderCode", header: "Sender ID" },
  { key: "receiver", header: "Receiver" },
  { key: "receiverCode", header: "Receiver ID" },
];

/**
 * Each proposal of one kind in a range of days (this year when none; a year at most: a year holds
 * millions), newest first.
 */
const listed = <K extends string>(key: K, dayHeader: string, rangeLabel: string) =>
  defineReport({
    key,
    columns: [...PAIR, { key: "day", header: dayHeader, format: "day", sortable: true }],
    filters: [{ kind: "dateRange", label: rangeLabel, maxDays: 366, thisYear: true }],
    defaultSort: { key: "day", order: "desc" },
  });

export const requestSendUser = listed("requestSendUser", "Sent on", "Sent");
export const requestReceiveUser = listed("requestReceiveUser", "Accepted on", "Accepted");
export const requestRejectUser = listed("requestRejectUser", "Rejected on", "Rejected");

/**
 * Members ranked by proposals sent or received: all time when no range is chosen, else in the range
 * (a year at most). Ties are broken by member id, so a page never repeats a member.
 */
const ranked = <K extends string>(key: K, header: string, rangeLabel: string) =>
  defineReport({
    key,
    columns: [
      { key: "member", header: "Member" },
      { key: "memberCode", header: "Member ID" },
      { key: "email", header: "Email" },
      { key: "phone", header: "Contact" },
      { key: "proposals", header, format: "number", sortable: true },
    ],
    filters: [{ kind: "dateRange", label: rangeLabel, maxDays: 366 }],
    defaultSort: { key: "proposals", order: "desc" },
  });

export const requestsend = ranked("requestsend", "Proposals sent", "Sent");
export const requestreceive = ranked("requestreceive", "Proposals received", "Received");
