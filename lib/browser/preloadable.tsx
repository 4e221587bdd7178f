"use client";

import { Suspense, use, type ComponentType } from "react";
import { useOwnSuspense } from "./use-hydrated";

/**
 * The promise, marked with its outcome once settled, as React reads a promise it is given to `use`:
 * a promise already settled is then read in the same render, never suspending. `use` is called on it
 * in every render, never only while it is pending (React requires the same calls in each render).
 */
export function settling<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  if (marked.status === undefined) {
    marked.status = "pending";
    promise.then(
      (value) => Object.assign(marked, { status: "fulfilled", value }),
      (reason: unknown) => Object.assign(marked, { status: "rejected", reason }),
    );
  }
  return promise;
}

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading its code (once); later calls get the same promise. */
  preload(): Promise<unknown>;
  /** Whether its code is here: then it is drawn in the same render. */
  loaded(): boolean;
}

/**
 * A component whose code is a chunk of its own, like `next/dynamic`, with one difference: once its
 * code has been loaded, by `preload()` (a sidebar item pointed at, the browser idle) or an earlier
 * use, it is drawn at once, in the same render, never behind its fallback: React shows a Suspense
 * boundary's content at the earliest 300 ms after its fallback was shown, so a chunk that was already
 * here would still cost a moved-to page its rows for that long (docs/performance.md, "Moving between
 * pages"). The server draws it too, so a page's HTML holds what the component draws; the browser
 * keeps that HTML, inert, until the chunk has arrived and React has taken it over.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= settling(load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // Asked again by the next render or preload: a chunk that failed to arrive may arrive then.
        loading = undefined;
        throw error;
      },
    )));
  function Drawn(props: P) {
    const View = use(preload());
    return <View {...props} />;
  }
  function Component(props: P) {
    const own = useOwnSuspense(Loaded !== undefined);
    return own ? (
      <Suspense fallback={<Fallback />}>
        <Drawn {...props} />
      </Suspense>
    ) : (
      <Drawn {...props} />
    );
  }
  return { Component, preload, loaded: () => Loaded !== undefined };
}
