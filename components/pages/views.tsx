"use client";

import { Suspense, useEffect, useState } from "react";
import type { PageView } from "@/lib/pages";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { viewLoading, type LoadedView, type PageViewProps } from "./page-views";
import { preloadedView, preloadPage, type PreloadablePage } from "./view-preload";

export type { PageViewProps };

/**
 * Whether everything the page's view needs is here (its code, its list layout's, its declarations
 * and slots), asking for what is not. False in the server's HTML and until React runs. Waiting here,
 * not in Suspense boundaries below, draws the view whole in one render: React shows a boundary's
 * content at the earliest 300 ms after its fallback, so each piece arriving on its own behind one
 * would hold the rows back (docs/performance.md, "Moving between pages").
 */
function usePreloadedView(page: PreloadablePage): LoadedView | undefined {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState<unknown>();
  const [, setArrived] = useState(0);
  const loaded = hydrated ? preloadedView(page) : undefined;
  useEffect(() => {
    if (!hydrated || loaded) return;
    let current = true;
    preloadPage(page).then(
      () => current && setArrived((count) => count + 1),
      (error: unknown) => current && setFailed(error ?? new Error("The page's code did not arrive.")),
    );
    return () => {
      current = false;
    };
  });
  // A chunk that cannot be had is the page's error boundary's to show, not a bar that never ends.
  if (failed) throw failed;
  return loaded;
}

export function PageViewOf({ view, ...props }: PageViewProps & { view: PageView }) {
  const loaded = usePreloadedView({ slug: props.page.slug, view, resources: props.page.resources });
  if (!loaded) return viewLoading();
  const { View } = loaded;
  // Should a piece be taken away again, the view waits for it behind the same bar.
  return (
    <Suspense fallback={viewLoading()}>
      <View {...props} />
    </Suspense>
  );
}
