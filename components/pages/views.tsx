"use client";

import { Suspense, type ComponentType } from "react";
import dynamic from "next/dynamic";
import LinearProgress from "@mui/material/LinearProgress";
import type { PageView } from "@/lib/pages";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

/** While the view's code arrives. */
const loading = () => <LinearProgress aria-label="Loading the page" sx={{ mt: 2 }} />;

/**
 * Each view of lib/pages.ts, drawn over the page's resources. Each is its own chunk, so a page loads
 * the code of its own view only: the table on list pages, none of it on cards or the accordion
 * (docs/performance.md). Drawn in the browser only: a view the server drew would show controls that
 * do nothing until its chunk arrived, and its rows come from the api in the browser anyway.
 */
const PAGE_VIEWS: Record<PageView, ComponentType<PageViewProps>> = {
  list: dynamic(() => import("./views/ListView").then((m) => m.ListView), { loading, ssr: false }),
  cards: dynamic(() => import("./views/CardsView").then((m) => m.CardsView), { loading, ssr: false }),
  panes: dynamic(() => import("./views/PanesPageView").then((m) => m.PanesPageView), { loading, ssr: false }),
  report: dynamic(() => import("./views/ReportPageView").then((m) => m.ReportPageView), { loading, ssr: false }),
  accordion: dynamic(() => import("./views/AccordionPageView").then((m) => m.AccordionPageView), { loading, ssr: false }),
  custom: dynamic(() => import("./views/CustomView").then((m) => m.CustomView), { loading, ssr: false }),
};

export function PageViewOf({ view, ...props }: PageViewProps & { view: PageView }) {
  const View = PAGE_VIEWS[view];
  // A view waits for its declarations too (components/engine/resources.ts), behind the same bar.
  return (
    <Suspense fallback={loading()}>
      <View {...props} />
    </Suspense>
  );
}
