"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server's HTML, true once React runs in the browser. A form that only works with its
 * JavaScript keeps its submit button disabled until then: a click before it would be lost, and the
 * browser's own submission would put the fields into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let hydrationDone = false;

/**
 * Whether this component was first drawn on the server or over the server's HTML (the page's first
 * render in the browser), rather than mounted later by a move in the browser. Read once, at mount, and
 * never changing: unlike `useHydrated`, it draws nothing again when React takes the HTML over, so a
 * part of the page still waiting for its code keeps the server's HTML meanwhile.
 */
export function useMountedOverServerHtml(): boolean {
  const [over] = useState(() => typeof window === "undefined" || !hydrationDone);
  useEffect(() => {
    hydrationDone = true;
  }, []);
  return over;
}

/**
 * Whether a part that may wait for its code draws its own Suspense boundary: only one mounted in the
 * browser after the page's first render whose code (`ready`) was not here yet. The server's HTML and
 * the browser's first render have none above the page's content: React streams a boundary's content
 * after the rest of the page once the page's HTML is past a few kilobytes, and reveals it at the
 * earliest 300 ms after the page's first paint, so rows drawn by the server would show that much later
 * (docs/performance.md, "Largest paint"). Decided once, at mount: the tree keeps its shape.
 */
export function useOwnSuspense(ready: boolean): boolean {
  const overServerHtml = useMountedOverServerHtml();
  const [own] = useState(() => !overServerHtml && !ready);
  return own;
}

/**
 * Props that tell, until React has taken the server's HTML over, that a control does nothing yet
 * (aria-disabled; its look unchanged, as it is only a moment): a shell control drawn by the server is
 * otherwise a button that ignores a click made before then.
 */
export function useNotYetUsable(): { "aria-disabled"?: true } {
  return useHydrated() ? {} : { "aria-disabled": true };
}
