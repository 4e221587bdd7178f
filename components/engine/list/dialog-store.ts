"use client";

import { useSyncExternalStore } from "react";

/**
 * Which dialog a list page has open, kept outside the grid: a row's cell or button asks for it, and
 * the one place that draws it (the page's `dialogs` slot, beside the list) keeps it open while the
 * grid reloads its rows underneath.
 */
export function dialogStore<T>() {
  let current: T | undefined;
  const listeners = new Set<() => void>();
  const open = (value: T | undefined) => {
    current = value;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    open,
    close: () => open(undefined),
    useOpen: () => useSyncExternalStore(subscribe, () => current, () => undefined),
  };
}
