"use client";

import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { Bars } from "@/components/charts/Bars";
import { reportCell, type ReportDef } from "@/lib/engine/report";

type Row = Record<string, unknown>;

/**
 * A report's bar chart: every row of the result (the twelve months of a year), not the table's page.
 * Imported with the report's view, not after it: the chart is drawn with the rows, never a blank frame
 * later; drawn by the dashboard's light bars to stay within the charts' budget (docs/performance.md).
 */
export function ReportChart({ report, rows }: { report: ReportDef; rows: Row[]; loading: boolean }) {
  const chart = report.chart!;
  const { palette } = useTheme();
  const x = report.columns.find((column) => column.key === chart.x)!;
  const names = rows.map((row) => reportCell(x, row[chart.x]));
  const values = rows.map((row) => Number(row[chart.y] ?? 0));
  const desc = names.map((name, i) => `${name}: ${values[i].toLocaleString("en-IN")}`).join(", ");
  return (
    <Box sx={{ height: 280, mb: 2 }} aria-label={`${chart.label} chart`} role="figure" data-print="keep">
      <Bars
        height={280}
        title={chart.label}
        desc={desc || "No rows."}
        names={names.map((name) => name.slice(0, 3))}
        series={[{ data: values, label: chart.label, color: palette.primary.main }]}
      />
    </Box>
  );
}
