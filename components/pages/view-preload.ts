"use client";

import type { PageView } from "@/lib/pages";
import { settling } from "@/lib/browser/preloadable";
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

const withParts = new Map<string, Promise<LoadedView>>();

/** The page's view once it and its parts are here: the same promise for every caller, so React can wait on it. */
export function viewWithParts(page: PreloadablePage & { view: PageView }): Promise<LoadedView> {
  let promise = withParts.get(page.slug);
  const here = preloadedView(page);
  if (here && !promise) {
    // Already here (preloaded): a promise React reads as settled, so the view draws in this render.
    promise = Object.assign(Promise.resolve(here), { status: "fulfilled", value: here });
    withParts.set(page.slug, promise);
  }
  if (!promise) {
    promise = settling(preloadPage(page).then(() => loadedViews.get(page.view)!));
    // A failure is asked again: the next render gets a new promise.
    promise.catch(() => withParts.delete(page.slug));
    withParts.set(page.slug, promise);
  }
  return promise;
}

/** The page's view when all it needs is here (it is then drawn whole in one render), else undefined. */
export function preloadedView(page: PreloadablePage): LoadedView | undefined {
  const loaded = page.view && loadedViews.get(page.view);
  return loaded && loaded.parts.ready(page) ? loaded : undefined;
}

/**
 * On the server, every page's view and parts are loaded once, as soon as the first page with a view
 * is drawn. A page drawn while its view's code is still loading is sent in two parts (its view later
 * in the stream), and the browser then draws that view again instead of taking over the server's
 * HTML; loaded ahead, every later page is sent whole.
 */
if (typeof window === "undefined") {
  void import("@/lib/pages").then(({ ADMIN_PAGES, viewOf }) =>
    Promise.all(
      ADMIN_PAGES.map((page) => {
        const view = viewOf(page);
        return view ? preloadPage({ slug: page.slug, view, resources: page.resources ?? [] }).catch(() => undefined) : undefined;
      }),
    ),
  );
}
