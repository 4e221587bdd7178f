"use client";

import Button from "@mui/material/Button";
import FilterListRounded from "@mui/icons-material/FilterListRounded";
import { preloadable } from "@/lib/browser/preloadable";

/** The drawer's place while its code arrives: its button, not yet working. */
function FiltersPlace() {
  return (
    <Button variant="outlined" startIcon={<FilterListRounded />} disabled>
      Filters
    </Button>
  );
}

/**
 * The drawer (MUI's Drawer and Badge) is a chunk of its own: the reports with only a year or a range
 * never download it, and the one with a drawer loads it with its view (ReportPageView).
 */
export const REPORT_FILTER_DRAWER = preloadable(() => import("./ReportFilterDrawer").then((m) => m.ReportFilterDrawer), FiltersPlace);
