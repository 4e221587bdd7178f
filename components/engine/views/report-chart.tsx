"use client";

import Skeleton from "@mui/material/Skeleton";
import { preloadable } from "@/lib/browser/preloadable";

/** The chart's place while its code arrives: the same height, so the table below does not jump. */
function ChartPlace() {
  return <Skeleton variant="rounded" height={280} sx={{ mb: 2 }} aria-label="Loading the chart" />;
}

/**
 * The charts' code (MUI X Charts) is a chunk of its own: a report without a chart never downloads it,
 * and a report with one loads it with its view (components/pages/views/ReportPageView.tsx), so the
 * chart is drawn with the page, never after a blank frame.
 */
export const REPORT_CHART = preloadable(() => import("./ReportChart").then((m) => m.ReportChart), ChartPlace);
