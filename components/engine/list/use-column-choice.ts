"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { ResourceDef } from "@/lib/engine/define";
import { useSignedInViewer } from "../viewer";

/** Shown (true) or left out (false), by column field: only what differs from the declaration's default. */
export type ColumnChoice = Record<string, boolean>;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the same administrator changed it.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

/** Nothing is stored where the browser refuses storage (a private window's quota): the defaults show. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(stored: string | null): ColumnChoice {
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    return value && typeof value === "object" ? Object.fromEntries(Object.entries(value).filter(([, shown]) => typeof shown === "boolean")) : {};
  } catch {
    return {};
  }
}

/**
 * Which of a grid's columns the signed-in administrator shows: the declaration's default (its
 * `optional` columns left out), changed through Columns and kept in this browser per administrator
 * and resource, so two staff members sharing a computer each keep their own.
 */
export function useColumnChoice(resource: ResourceDef) {
  const viewer = useSignedInViewer();
  const key = `columns:${viewer.id}:${resource.key}`;
  const stored = useSyncExternalStore(subscribe, () => read(key), () => null);
  const visible = useMemo(() => {
    const choice = parse(stored);
    return Object.fromEntries(resource.columns.map((column) => [column.field, choice[column.field] ?? !column.optional]));
  }, [stored, resource.columns]);

  const show = useCallback(
    (field: string, shown: boolean) => {
      const choice = { ...parse(read(key)), [field]: shown };
      try {
        window.localStorage.setItem(key, JSON.stringify(choice));
      } catch {
        // A browser that refuses storage keeps the defaults: the choice is a convenience, never needed.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { visible, show };
}
