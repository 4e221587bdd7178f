"use client";

import LinearProgress from "@mui/material/LinearProgress";
import { preloadable } from "@/lib/browser/preloadable";

/** A list whose code or declaration is on its way. */
export const layoutLoading = () => <LinearProgress aria-label="Loading the list" />;

/**
 * Each layout of the engine's list is its own chunk: the cards pages load no table (docs/performance.md).
 * Drawn in the browser only: until its code has arrived and run, the server's HTML and the first frames
 * show a progress bar, never a control that does nothing yet. components/pages/view-preload.ts loads a
 * page's layout before the page is opened.
 */
export const LIST_LAYOUTS = {
  table: preloadable(() => import("./TableLayout").then((m) => m.TableLayout), layoutLoading),
  cards: preloadable(() => import("./CardsLayout").then((m) => m.CardsLayout), layoutLoading),
  rows: preloadable(() => import("./RowsLayout").then((m) => m.RowsLayout), layoutLoading),
};
