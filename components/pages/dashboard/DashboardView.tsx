"use client";

import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { apiPaths } from "@/lib/api-paths";
import { useDrawn } from "@/lib/browser/use-drawn";
import { useEnvelope } from "@/lib/browser/use-envelope";
import type { DashboardAnswer } from "@/lib/dashboard-answer";
import { dashboardQuery } from "@/lib/dashboard-range";
import { formatDay } from "@/lib/engine/fields/date";
import type { PageViewProps } from "../views";
import { DashboardCards } from "./DashboardCards";
import { DashboardCharts } from "./DashboardCharts";
import { DashboardRange } from "./DashboardRange";
import { DashboardTables } from "./DashboardTables";
import { useDashboardRange } from "./use-dashboard-range";

/**
 * The dashboard (docs/dashboard.md): one range of days, in the URL, drives every card, chart and
 * table; the api sends only the parts of the pages the viewer holds, and only those are drawn.
 */
export function DashboardView(_props: PageViewProps) {
  const { range, choosePreset, chooseDays } = useDashboardRange();
  // The figures of the range before stay on screen, under a bar, while the next ones load.
  const { data, error, isValidating } = useEnvelope<DashboardAnswer>(apiPaths.dashboard(dashboardQuery(range)), { keepPrevious: true });
  const answer = data?.status === 200 ? data.recordList[0] : undefined;
  const refusal = error ? String((error as Error).message ?? error) : data && data.status !== 200 ? (data.message ?? `${data.status}`) : undefined;
  const drawnMark = useDrawn(Boolean(answer || refusal));
  return (
    <Stack spacing={2.5} sx={{ mt: 1 }} {...drawnMark}>
      <DashboardRange range={range} onPreset={choosePreset} onDays={chooseDays} />
      {isValidating ? <LinearProgress aria-label="Loading the dashboard" /> : <div style={{ height: 4 }} aria-hidden />}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {answer && !refusal && (
        <>
          <Typography variant="body2" color="textSecondary" data-range={`${answer.from}/${answer.to}`}>
            {formatDay(answer.from)} – {formatDay(answer.to)}, compared with {formatDay(answer.previousFrom)} – {formatDay(answer.previousTo)}; today is {formatDay(answer.today)}.
          </Typography>
          {answer.parts.length ? (
            <>
              <DashboardCards answer={answer} />
              <DashboardCharts answer={answer} />
              <DashboardTables answer={answer} />
            </>
          ) : (
            <Alert severity="info">Nothing here yet for your pages: the dashboard shows members, proposals, revenue and block requests to those who hold their pages.</Alert>
          )}
        </>
      )}
    </Stack>
  );
}
