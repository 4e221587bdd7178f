"use client";

import type { PageView } from "@/lib/pages";
import { PAGE_VIEWS, type LoadedView } from "./page-views";
import type { PreloadedPage } from "./views/view-parts";

/** What is preloaded of a page: its slug, view and resources, as the sidebar's items give them. */
export interface PreloadablePage extends PreloadedPage {
  view?: PageView;
}

const views = new Map<PageView, Promise<LoadedView>>();
const loadedViews = new Map<PageView, LoadedView>();
const asked = new Map<string, Promise<void>>();

function loadView(view: PageView): Promise<LoadedView> {
  let loading = views.get(view);
  if (!loading) {
    loading = PAGE_VIEWS[view]().then(
      (loaded) => {
        loadedViews.set(view, loaded);
        return loaded;
      },
      (error: unknown) => {
        views.delete(view);
        throw error;
      },
    );
    views.set(view, loading);
  }
  return loading;
}

/**
 * Everything a page's view needs before it can draw its rows, but the rows themselves: its view's
 * code, then what the view names (its layout's code, its declarations, its slots). The sidebar asks
 * for them when an item is pointed at, focused or chosen, and for every item while the browser is
 * idle once the administrator heads for the menu (components/shell/preload-pages.ts); the page being
 * drawn asks for its own, so a click waits for the server's page only, and the view is drawn in the
 * same render as the page arrives (docs/performance.md, "Moving between pages").
 */
export function preloadPage(page: PreloadablePage): Promise<void> {
  const view = page.view;
  if (!view) return Promise.resolve();
  let loading = asked.get(page.slug);
  if (!loading) {
    loading = loadView(view)
      .then(({ parts }) => parts.preload(page))
      .then(
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

/** The page's view when all it needs is here (it is then drawn whole in one render), else undefined. */
export function preloadedView(page: PreloadablePage): LoadedView | undefined {
  const loaded = page.view && loadedViews.get(page.view);
  return loaded && loaded.parts.ready(page) ? loaded : undefined;
}
