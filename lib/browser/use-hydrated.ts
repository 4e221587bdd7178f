"use client";

import { useSyncExternalStore } from "react";

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
