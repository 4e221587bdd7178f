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
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { PAGE_SIZES } from "@/lib/engine/list-query";
import { reportCell } from "@/lib/engine/report";
import { MESSAGES } from "@/lib/messages";
import { reportByKey } from "@/lib/reports/index";
import { ReportFilters } from "./ReportFilters";
import { useReportState } from "./useReportState";
import { useStyleNonce } from "@/components/shell/style-nonce";

type Row = Record<string, unknown>;

/**
 * A declared report: its filters, its rows paged and sorted by the api, the whole result as CSV, and a
 * print view of the same query. Rows have no id of their own: their place in the result names them.
 */
export function ReportView({ reportKey, slug }: { reportKey: string; slug: string }) {
  const nonce = useStyleNonce();
  const report = reportByKey(reportKey);
  if (!report) throw new Error(`No report is declared with the key "${reportKey}"`);
  const router = useRouter();
  const { state, query, page, pageSize, sort, order, update } = useReportState(report);
  const { data, error, isLoading } = useEnvelope<Row>(`/api/admin/${report.key}?${query}`, { keepPrevious: true });
  useEffect(() => {
    if (data?.status === 401) router.replace("/");
  }, [data, router]);
  const failure = error ? MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? MESSAGES.backendUnavailable) : undefined;
  const offset = (page - 1) * pageSize;
  const rows = (data?.status === 200 ? data.recordList : []).map((row, i) => ({ ...row, __n: offset + i + 1 }));

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: "__n", headerName: "Sr. No", width: 80, sortable: false },
      ...report.columns.map<GridColDef<Row>>((column) => ({
        field: column.key,
        headerName: column.header,
        sortable: Boolean(column.sortable) || column.key === report.defaultSort.key,
        flex: 1,
        minWidth: 140,
        valueFormatter: (value) => reportCell(column, value),
      })),
    ],
    [report],
  );
  const rest = new URLSearchParams(query);
  rest.delete("page");
  rest.delete("pageSize");

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ mb: 2, alignItems: { md: "center" } }}>
        <ReportFilters report={report} state={state} update={update} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={`/api/admin/${report.key}/export?${rest}`} download>
          Export CSV
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlined />} href={`/admin/${slug}/print?${rest}`} target="_blank">
          Print
        </Button>
      </Stack>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <DataGrid
        nonce={nonce}
        aria-label={`${slug} report`}
        rows={rows}
        getRowId={(row) => row.__n as number}
        columns={columns}
        rowCount={data?.status === 200 ? (data.totalRecords ?? 0) : 0}
        loading={isLoading}
        autoHeight
        paginationMode="server"
        sortingMode="server"
        paginationModel={{ page: page - 1, pageSize }}
        onPaginationModelChange={(model) => update({ page: String(model.page + 1), pageSize: String(model.pageSize) })}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={[{ field: sort, sort: order }]}
        onSortModelChange={(model) => update({ sort: model[0]?.field, order: model[0]?.sort ?? undefined })}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: MESSAGES.dataNotFound }}
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
