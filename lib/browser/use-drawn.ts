"use client";

import { drawn } from "../drawn";
import { useHydrated } from "./use-hydrated";

/**
 * The drawn mark (lib/drawn.ts) of what the server may draw too: set only once React runs it in the
 * browser, so rows in the server's HTML are not counted as usable before they are.
 */
export function useDrawn(ready: boolean) {
  return drawn(useHydrated() && ready);
}
