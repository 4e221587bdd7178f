"use client";

import type { ComponentType } from "react";
import dynamic from "next/dynamic";
import LinearProgress from "@mui/material/LinearProgress";
import type { PageView } from "@/lib/pages";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

/** While a view's code arrives after a move in the browser; a page loaded afresh is drawn by the server. */
const loading = () => <LinearProgress aria-label="Loading the page" sx={{ mt: 2 }} />;

/**
 * Each view of lib/pages.ts, drawn over the page's resources. Each is its own chunk, so a page loads
 * the code of its own view only: the Data Grid on list pages, none of it on cards or the accordion
 * (docs/performance.md). The server still draws the view, and its chunk starts with the page.
 */
const PAGE_VIEWS: Record<PageView, ComponentType<PageViewProps>> = {
  list: dynamic(() => import("./views/ListView").then((m) => m.ListView), { loading }),
  cards: dynamic(() => import("./views/CardsView").then((m) => m.CardsView), { loading }),
  panes: dynamic(() => import("./views/PanesPageView").then((m) => m.PanesPageView), { loading }),
  report: dynamic(() => import("./views/ReportPageView").then((m) => m.ReportPageView), { loading }),
  accordion: dynamic(() => import("./views/AccordionPageView").then((m) => m.AccordionPageView), { loading }),
  custom: dynamic(() => import("./views/CustomView").then((m) => m.CustomView), { loading }),
};

export function PageViewOf({ view, ...props }: PageViewProps & { view: PageView }) {
  const View = PAGE_VIEWS[view];
  return <View {...props} />;
}
