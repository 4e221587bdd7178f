"use client";

import { useSyncExternalStore } from "react";
import type { Row } from "@/components/engine/list/types";

/**
 * The audit entry whose dialog is open. Kept outside the grid: a row asks for it, and the one place
 * that draws the dialog (AuditEntryHost, in the list's toolbar slot) keeps it open while the grid
 * reloads its rows underneath.
 */
let current: Row | undefined;
const listeners = new Set<() => void>();

export function openAuditEntry(entry: Row | undefined) {
  current = entry;
  for (const listener of listeners) listener();
}

export const closeAuditEntry = () => openAuditEntry(undefined);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useOpenAuditEntry = () => useSyncExternalStore(subscribe, () => current, () => undefined);
