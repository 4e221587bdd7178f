"use client";

import { useEffect, useMemo } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { reportCell, shownColumns, thisYearRange, wholeResultQuery } from "@/lib/engine/report";
import { useConsoleFlags } from "@/components/shell/console-flags";
import { formatDay } from "@/lib/engine/fields/date";
import { serviceDay } from "@/lib/time-zone";
import Typography from "@mui/material/Typography";
import { REPORT_CHART } from "./report-chart";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { reportByKey } from "@/lib/reports/index";
import { ReportFilters } from "./ReportFilters";
import { useReportState } from "./useReportState";
import { DataTable, type TableColumn } from "../table/DataTable";
import { apiPaths } from "@/lib/api-paths";

type Row = Record<string, unknown>;
/** A row numbered by its place in the whole result (Sr. No), which also names it. */
type NumberedRow = Row & { __n: number };

/**
 * A declared report: its filters, its rows paged and sorted by the api, the whole result as CSV, and a
 * print view of the same query. Rows have no id of their own: their place in the result names them.
 */
export function ReportView({ reportKey, slug }: { reportKey: string; slug: string }) {
  const report = reportByKey(reportKey);
  if (!report) throw new Error(`No report is declared with the key "${reportKey}"`);
  const router = useRouter();
  const { state, query, page, pageSize, sort, order, update } = useReportState(report);
  const { data, error, isLoading } = useEnvelope<Row>(apiPaths.list(report.key, query), { keepPrevious: true });
  const rest = wholeResultQuery(query);
  // A chart shows the whole result (twelve months), asked for beside the table's page.
  const chart = useEnvelope<Row>(report.chart ? apiPaths.print(report.key, rest) : null, { keepPrevious: true });
  useEffect(() => {
    if (data?.status === 401) router.replace("/");
  }, [data, router]);
  const failure = error ? CONSOLE_MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? CONSOLE_MESSAGES.backendUnavailable) : undefined;
  const offset = (page - 1) * pageSize;
  const rows: NumberedRow[] = (data?.status === 200 ? data.recordList : []).map((row, i) => ({ ...row, __n: offset + i + 1 }));

  const flags = useConsoleFlags();
  const columns = useMemo<TableColumn<NumberedRow>[]>(
    () => [
      { field: "__n", header: "Sr. No", width: 80, render: (row) => String(row.__n) },
      ...shownColumns(report, flags).map<TableColumn<NumberedRow>>((column) => ({
        field: column.key,
        header: column.header,
        sortable: Boolean(column.sortable) || column.key === report.defaultSort.key,
        minWidth: 140,
        render: (row) => reportCell(column, row[column.key]),
      })),
    ],
    [report, flags],
  );
  const range = report.filters.find((filter) => filter.kind === "dateRange");
  // An empty range of a report over millions of rows is this year until today (lib/engine/report-query.ts): said under the filters.
  const thisYear = range?.kind === "dateRange" && range.thisYear && !state.from && !state.to ? thisYearRange(serviceDay(new Date())) : undefined;

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ mb: 2, alignItems: { md: "center" } }}>
        <ReportFilters report={report} state={state} update={update} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={apiPaths.export(report.key, rest)} download>
          Export CSV
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlined />} href={`/admin/${slug}/print?${rest}`} target="_blank">
          Print
        </Button>
      </Stack>
      {thisYear && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -1, mb: 2 }}>
          This year so far: {formatDay(thisYear.from)} to {formatDay(thisYear.to)}. Choose days to see others.
        </Typography>
      )}
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      {report.chart && <REPORT_CHART.Component report={report} rows={chart.data?.status === 200 ? chart.data.recordList : []} loading={chart.isLoading} />}
      <DataTable
        label={`${slug} report`}
        loadingLabel={`Loading the ${slug} report`}
        rows={rows}
        rowId={(row) => row.__n}
        columns={columns}
        total={data?.status === 200 ? (data.totalRecords ?? 0) : 0}
        totalCapped={data?.status === 200 && Boolean(data.totalCapped)}
        loading={isLoading}
        page={page}
        pageSize={pageSize}
        onPageChange={(change) => update(change.pageSize ? { pageSize: String(change.pageSize) } : { page: String(change.page) })}
        sort={{ field: sort, order }}
        onSortChange={(next) => update({ sort: next?.field, order: next?.order })}
      />
    </Paper>
  );
}
