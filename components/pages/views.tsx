"use client";

import { Suspense, use, useEffect, useMemo, useState } from "react";
import type { PageView } from "@/lib/pages";
import { useMountedOverServerHtml } from "@/lib/browser/use-hydrated";
import { UsableWhenHydrated } from "@/components/shell/UsableWhenHydrated";
import { viewLoading, type PageViewProps } from "./page-views";
import { preloadedView, preloadPage, viewWithParts, type PreloadablePage } from "./view-preload";

export type { PageViewProps };

/**
 * The view, once it and its parts are here: suspends until then (the server's render, the first in
 * the browser); its controls usable once React has taken the server's HTML over.
 */
function ViewOf({ preload, ...props }: PageViewProps & { preload: PreloadablePage & { view: PageView } }) {
  const { View } = use(viewWithParts(preload));
  return (
    <UsableWhenHydrated>
      <View {...props} />
    </UsableWhenHydrated>
  );
}

/**
 * The page's view. The server draws it whole, its first rows included (lib/server/first-pages.ts), so
 * the page's HTML shows them; the browser keeps that HTML until the view's code and parts (its
 * layout, declarations and slots) have arrived and React has taken it over: its first render waits
 * for them with no Suspense boundary of its own (lib/browser/use-hydrated.ts, useOwnSuspense, says
 * why). A page moved to later, whose view is not here yet, shows a bar and draws the view whole in
 * one render once everything has arrived: waiting in state, not in a Suspense boundary, because
 * React shows a boundary's content at the earliest 300 ms after its fallback (docs/performance.md,
 * "Moving between pages").
 */
export function PageViewOf({ view, ...props }: PageViewProps & { view: PageView }) {
  const { slug, resources } = props.page;
  const preload = useMemo(() => ({ slug, view, resources }), [slug, view, resources]);
  const overServerHtml = useMountedOverServerHtml();
  const waiting = !overServerHtml && preloadedView(preload) === undefined;
  const [failed, setFailed] = useState<unknown>();
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    preloadPage(preload).then(
      () => current && setArrived((count) => count + 1),
      (error: unknown) => current && setFailed(error ?? new Error("The page's code did not arrive.")),
    );
    return () => {
      current = false;
    };
  }, [waiting, preload]);
  // A chunk that cannot be had is the page's error boundary's to show, not a bar that never ends.
  if (failed) throw failed;
  if (waiting) return viewLoading();
  // No boundary over the server's HTML (lib/browser/use-hydrated.ts, useOwnSuspense, says why):
  // the browser's first render waits for the view's code with the HTML on screen.
  if (overServerHtml) return <ViewOf {...props} preload={preload} />;
  return (
    <Suspense fallback={viewLoading()}>
      <ViewOf {...props} preload={preload} />
    </Suspense>
  );
}
