"use client";

import { useSyncExternalStore } from "react";
import type { Row } from "@/components/engine/list/types";

/**
 * Whose rights dialog is open. Kept outside the grid: a row's button asks for it, and the one place
 * that draws it (AdminUserDialogs, in the list's toolbar slot) keeps it open while the grid reloads.
 */
let current: Row | undefined;
const listeners = new Set<() => void>();

export function openPermissions(admin: Row | undefined) {
  current = admin;
  for (const listener of listeners) listener();
}

export const closePermissions = () => openPermissions(undefined);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const usePermissionsOpen = () => useSyncExternalStore(subscribe, () => current, () => undefined);
