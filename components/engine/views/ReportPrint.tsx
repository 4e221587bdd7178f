"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import Alert from "@mui/material/Alert";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { reportCell, shownColumns } from "@/lib/engine/report";
import { useConsoleFlags } from "@/components/shell/console-flags";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { reportByKey } from "@/lib/reports/index";
import { apiPaths } from "@/lib/api-paths";
import { useReportState } from "./useReportState";
import { useReportCaption } from "./useReportCaption";

/**
 * A report's print view: the same query as the page, every row (up to the api's print limit) as a
 * plain table under the filters in words, the shell hidden on paper, the header row repeated on each
 * sheet and no row cut between two, and the browser's print dialog opened once the rows are in.
 */
export function ReportPrint({ reportKey, title }: { reportKey: string; title: string }) {
  const report = reportByKey(reportKey)!;
  const columns = shownColumns(report, useConsoleFlags());
  const query = useSearchParams();
  const { state } = useReportState(report);
  const caption = useReportCaption(report, state);
  const { data } = useEnvelope<Record<string, unknown>>(apiPaths.print(report.key, query), { keepPrevious: false });
  const ready = data?.status === 200;
  useEffect(() => {
    if (ready) window.print();
  }, [ready]);
  if (data && data.status !== 200) return <Alert severity="error">{data.message ?? CONSOLE_MESSAGES.backendUnavailable}</Alert>;
  const rows = data?.recordList ?? [];
  return (
    <>
      <GlobalStyles
        styles={{
          "@media print": {
            "header, nav, .MuiDrawer-root, .MuiAppBar-root, [data-print='hide']": { display: "none !important" },
            main: { margin: "0 !important", padding: "0 !important" },
            "tr, td, th": { breakInside: "avoid", pageBreakInside: "avoid" },
            thead: { display: "table-header-group" },
          },
        }}
      />
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" gutterBottom data-testid="print-caption">
        {caption}
      </Typography>
      {ready && (data.totalRecords ?? 0) > rows.length && (
        <Typography variant="body2" color="textSecondary" gutterBottom>
          The first {rows.length.toLocaleString("en-IN")} of {(data.totalRecords ?? 0).toLocaleString("en-IN")} rows: Export CSV holds them all.
        </Typography>
      )}
      <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 13 }}>
        <thead>
          <tr>
            {["Sr. No", ...columns.map((c) => c.header)].map((header) => (
              <th key={header} style={{ textAlign: "left", borderBottom: "2px solid #999", padding: "4px 8px" }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td style={{ borderBottom: "1px solid #ddd", padding: "4px 8px" }}>{i + 1}</td>
              {columns.map((c) => (
                <td key={c.key} style={{ borderBottom: "1px solid #ddd", padding: "4px 8px" }}>
                  {reportCell(c, row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {ready && !rows.length && <Typography sx={{ mt: 2 }}>{CONSOLE_MESSAGES.dataNotFound}</Typography>}
    </>
  );
}
