"use client";

import LinearProgress from "@mui/material/LinearProgress";
import type { PageView } from "@/lib/pages";
import { preloadable, type Preloadable } from "@/lib/browser/preloadable";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

/** While the view's code, declarations or slots arrive. */
export const viewLoading = () => <LinearProgress aria-label="Loading the page" sx={{ mt: 2 }} />;

/**
 * Each view of lib/pages.ts, drawn over the page's resources. Each is its own chunk, so a page loads
 * the code of its own view only: the table on list pages, none of it on cards or the accordion
 * (docs/performance.md). Drawn in the browser only: a view the server drew would show controls that
 * do nothing until its chunk arrived. Once loaded (components/pages/view-preload.ts) a view is drawn
 * in the same render as its page (lib/browser/preloadable.tsx).
 */
export const PAGE_VIEWS: Record<PageView, Preloadable<PageViewProps>> = {
  list: preloadable(() => import("./views/ListView").then((m) => m.ListView), viewLoading),
  cards: preloadable(() => import("./views/CardsView").then((m) => m.CardsView), viewLoading),
  panes: preloadable(() => import("./views/PanesPageView").then((m) => m.PanesPageView), viewLoading),
  report: preloadable(() => import("./views/ReportPageView").then((m) => m.ReportPageView), viewLoading),
  accordion: preloadable(() => import("./views/AccordionPageView").then((m) => m.AccordionPageView), viewLoading),
  custom: preloadable(() => import("./views/CustomView").then((m) => m.CustomView), viewLoading),
};
