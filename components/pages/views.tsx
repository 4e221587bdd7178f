"use client";

import { Suspense, useEffect, useState } from "react";
import type { PageView } from "@/lib/pages";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { PAGE_VIEWS, viewLoading, type PageViewProps } from "./page-views";
import { pagePreloaded, preloadPage } from "./view-preload";

export type { PageViewProps };

/**
 * Whether everything the page's view needs is here (its code, its list layout's, its declarations
 * and slots), asking for what is not. False in the server's HTML and until React runs. Waiting here,
 * not in Suspense boundaries below, draws the view whole in one render: React shows a boundary's
 * content at the earliest 300 ms after its fallback, so each piece arriving on its own behind one
 * would hold the rows back (docs/performance.md, "Moving between pages").
 */
function usePageReady(page: { slug: string; view: PageView; resources: readonly string[] }): boolean {
  const hydrated = useHydrated();
  const [, setArrived] = useState(0);
  const ready = hydrated && pagePreloaded(page);
  useEffect(() => {
    if (ready) return;
    let current = true;
    // A piece that fails to arrive is asked for again by the view, which shows its error.
    const done = () => current && setArrived((count) => count + 1);
    preloadPage(page).then(done, done);
    return () => {
      current = false;
    };
  });
  return ready;
}

export function PageViewOf({ view, ...props }: PageViewProps & { view: PageView }) {
  const ready = usePageReady({ slug: props.page.slug, view, resources: props.page.resources });
  if (!ready) return viewLoading();
  const View = PAGE_VIEWS[view].Component;
  // Should a piece still be missing (it failed to arrive), the view waits for it behind the same bar.
  return (
    <Suspense fallback={viewLoading()}>
      <View {...props} />
    </Suspense>
  );
}
