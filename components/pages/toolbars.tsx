"use client";

import type { ComponentType } from "react";
import { RegionCsvToolbar } from "./region/RegionCsvToolbar";

/** Controls a page shows above a view made of several lists (panes), by page slug. */
const PAGE_TOOLBARS: Record<string, ComponentType<{ readOnly: boolean }>> = {
  region: RegionCsvToolbar,
};

/** The page's own toolbar, if it has one; looked up here, in the browser's bundle, by the page's slug. */
export function PageToolbar({ slug, readOnly }: { slug: string; readOnly: boolean }) {
  const Toolbar = PAGE_TOOLBARS[slug];
  return Toolbar ? <Toolbar readOnly={readOnly} /> : null;
}
