"use client";

import type { ComponentType } from "react";
import { RegionCsvToolbar } from "./region/RegionCsvToolbar";

/** Controls a page shows above a view made of several lists (panes), by page slug. */
export const PAGE_TOOLBARS: Record<string, ComponentType<{ readOnly: boolean }>> = {
  region: RegionCsvToolbar,
};
