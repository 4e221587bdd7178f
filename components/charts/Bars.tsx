"use client";

import { useId } from "react";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BarPlot } from "@mui/x-charts/BarChart";
import { useTheme } from "@mui/material/styles";
import { ChartsSurface } from "@mui/x-charts/ChartsSurface";
import { ChartsProvider, defaultSeriesConfig } from "@mui/x-charts/internals";
import { ChartsGrid } from "@mui/x-charts/ChartsGrid";
import { ChartsXAxis } from "@mui/x-charts/ChartsXAxis";
import { ChartsYAxis } from "@mui/x-charts/ChartsYAxis";
import { VISUALLY_HIDDEN } from "@/components/theme/visually-hidden";


export interface BarSeries {
  label: string;
  data: number[];
  color: string;
}

interface Props {
  /** The bars' names along the band axis. */
  names: string[];
  series: BarSeries[];
  /** Said to those who do not see the bars: the chart is one image with this name and description. */
  title: string;
  desc: string;
  height: number;
  /** Bars along the vertical axis (a few long names), else up from the horizontal one. */
  horizontal?: boolean;
  /** A value on the axis ("₹ 1.5L"): short, as ticks must be. */
  tick?: (value: number) => string;
}

/**
 * Bars drawn from MUI X Charts' parts, not its BarChart: without the tooltip, legend, overlay and
 * toolbar the BarChart brings (and the tooltip's Popper), about 20 kB less on the dashboard, which
 * must stay within the charts' weight budget (docs/performance.md). The legend is a line of text.
 * Its provider is the charts' own core one, not ChartsContainer's: that one also brings brushing,
 * progressive rendering, series hiding and the toolbar's buttons, none of which these bars use.
 */
export function Bars({ names, series, title, desc, height, horizontal = false, tick }: Props) {
  const band = { id: "band", scaleType: "band" as const, data: names };
  const described = useId();
  const theme = useTheme();
  const values = { id: "values", ...(tick ? { valueFormatter: (value: number | null) => tick(value ?? 0) } : {}) };
  return (
    <Box>
      {series.length > 1 && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: "wrap" }} aria-hidden>
          {series.map((one) => (
            <Stack key={one.label} direction="row" spacing={0.75} sx={{ alignItems: "center" }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: one.color }} />
              <Typography variant="caption">{one.label}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Box id={described} sx={VISUALLY_HIDDEN}>
        {desc}
      </Box>
      {/* One image to assistive technologies: the bars' SVG says nothing a reader can follow. */}
      <Box role="img" aria-label={title} aria-describedby={described}>
        <ChartsProvider
          // Its default plugins (axes, highlight, interaction, tooltip, z axis) take these parameters;
          // its types know them only when the plugins are named, which would import them twice.
          pluginParams={{
            theme: theme.palette.mode,
            seriesConfig: defaultSeriesConfig,
            height,
            skipAnimation: true,
            xAxis: [horizontal ? values : band],
            // Room for the names of packages, or for the counts.
            yAxis: [horizontal ? { ...band, width: 96 } : { ...values, width: 56 }],
            series: series.map((one) => ({ type: "bar" as const, label: one.label, data: one.data, color: one.color, layout: horizontal ? ("horizontal" as const) : ("vertical" as const) })),
          } as never}
        >
          {/* No ChartsLocalizationProvider: its words are the overlays' and the toolbar's, neither drawn here. */}
          <ChartsSurface>
            <ChartsGrid horizontal={!horizontal} vertical={horizontal} />
            <BarPlot />
            <ChartsXAxis axisId={horizontal ? "values" : "band"} />
            <ChartsYAxis axisId={horizontal ? "band" : "values"} />
          </ChartsSurface>
        </ChartsProvider>
      </Box>
    </Box>
  );
}
