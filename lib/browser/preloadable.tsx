"use client";

import { Suspense, use, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading its code (once); later calls get the same promise. */
  preload(): Promise<unknown>;
  /** Whether its code is here: then it is drawn in the same render. */
  loaded(): boolean;
}

/**
 * A component whose code is a chunk of its own, drawn in the browser only (its fallback in the
 * server's HTML and until React runs), like `next/dynamic` with `ssr: false`, with one difference:
 * once its code has been loaded, by `preload()` (a sidebar item pointed at, the browser idle) or an
 * earlier use, it is drawn at once, in the same render, rather than behind its fallback for a frame
 * or more. React shows a Suspense boundary's content at the earliest 300 ms after its fallback was
 * shown, so a chunk that was already here still cost a moved-to page its rows for that long
 * (docs/performance.md, "Moving between pages").
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // Asked again by the next render or preload: a chunk that failed to arrive may arrive then.
        loading = undefined;
        throw error;
      },
    ));
  function Waiting(props: P) {
    const View = use(preload());
    return <View {...props} />;
  }
  function Component(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return <Fallback />;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Fallback />}>
        <Waiting {...props} />
      </Suspense>
    );
  }
  return { Component, preload, loaded: () => Loaded !== undefined };
}
