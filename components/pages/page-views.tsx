"use client";

import type { ComponentType } from "react";
import LinearProgress from "@mui/material/LinearProgress";
import type { PageView } from "@/lib/pages";
import type { ViewParts } from "./views/view-parts";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

/** A view's code, and what else it needs before it draws (its layout, declarations and slots). */
export interface LoadedView {
  View: ComponentType<PageViewProps>;
  parts: ViewParts;
}

/** While the view's code, declarations or slots arrive. */
export const viewLoading = () => <LinearProgress aria-label="Loading the page" sx={{ mt: 2 }} />;

/**
 * Each view of lib/pages.ts, drawn over the page's resources. Each is its own chunk, so a page loads
 * the code of its own view only: the table on list pages, none of it on cards or the accordion
 * (docs/performance.md). Drawn in the browser only: a view the server drew would show controls that
 * do nothing until its chunk arrived. Once loaded (components/pages/view-preload.ts) a view is drawn
 * in the same render as its page.
 */
export const PAGE_VIEWS: Record<PageView, () => Promise<LoadedView>> = {
  list: () => import("./views/ListView").then((m) => ({ View: m.ListView, parts: m.LIST_VIEW_PARTS })),
  cards: () => import("./views/CardsView").then((m) => ({ View: m.CardsView, parts: m.CARDS_VIEW_PARTS })),
  panes: () => import("./views/PanesPageView").then((m) => ({ View: m.PanesPageView, parts: m.PANES_VIEW_PARTS })),
  report: () => import("./views/ReportPageView").then((m) => ({ View: m.ReportPageView, parts: m.REPORT_VIEW_PARTS })),
  accordion: () => import("./views/AccordionPageView").then((m) => ({ View: m.AccordionPageView, parts: m.ACCORDION_VIEW_PARTS })),
  custom: () => import("./views/CustomView").then((m) => ({ View: m.CustomView, parts: m.CUSTOM_VIEW_PARTS })),
};
