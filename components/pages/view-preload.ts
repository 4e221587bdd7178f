"use client";

import type { PageView } from "@/lib/pages";
import { loadResource, resourceReady } from "@/components/engine/resources";
import { LIST_LAYOUTS } from "@/components/engine/list/layouts";
import type { Preloadable } from "@/lib/browser/preloadable";
import { loadPageSlots, pageSlotsReady } from "./slots";
import { PAGE_VIEWS } from "./page-views";

/** What is preloaded of a page: the sidebar's items and the page being drawn give the same. */
export interface PreloadedPage {
  slug: string;
  view?: PageView;
  resources?: readonly string[];
}

/** The list layout each view draws its lists with (ResourceList's `layout`), loaded with it. */
const VIEW_LAYOUTS: Partial<Record<PageView, Preloadable<never>>> = {
  list: LIST_LAYOUTS.table as Preloadable<never>,
  cards: LIST_LAYOUTS.cards as Preloadable<never>,
  panes: LIST_LAYOUTS.rows as Preloadable<never>,
};

const asked = new Map<string, Promise<void>>();

/**
 * Everything a page's view needs before it can draw its rows, but the rows themselves: its view's and
 * layout's code, its declarations and its slots. The sidebar asks for them when an item is pointed at,
 * focused or chosen, and for every item while the browser is idle once the administrator acts
 * (components/shell/preload-pages.ts); the page being drawn asks for its own (usePageReady), so a
 * click waits for the server's page only, and the view is drawn in the same render as the page
 * arrives (docs/performance.md, "Moving between pages").
 */
export function preloadPage(page: PreloadedPage): Promise<void> {
  const view = page.view;
  if (!view) return Promise.resolve();
  let loading = asked.get(page.slug);
  if (!loading) {
    loading = Promise.all([PAGE_VIEWS[view].preload(), VIEW_LAYOUTS[view]?.preload(), ...(page.resources ?? []).map(loadResource), loadPageSlots(page.slug)]).then(
      () => undefined,
      (error: unknown) => {
        // What failed to arrive is asked again by the next preload or when the page is drawn.
        asked.delete(page.slug);
        throw error;
      },
    );
    asked.set(page.slug, loading);
  }
  return loading;
}

/** Whether all of a page's view needs is here: its view is then drawn whole in one render. */
export function pagePreloaded(page: PreloadedPage): boolean {
  const view = page.view;
  if (!view) return true;
  return PAGE_VIEWS[view].loaded() && (VIEW_LAYOUTS[view]?.loaded() ?? true) && (page.resources ?? []).every(resourceReady) && pageSlotsReady(page.slug);
}
