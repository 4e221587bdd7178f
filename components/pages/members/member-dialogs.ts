"use client";

import { useSyncExternalStore } from "react";
import type { Row } from "@/components/engine/list/types";

/**
 * Which App Users dialog is open, and for which member. Kept outside the grid: a cell asks for a
 * dialog, and the one place that draws them (AppUserDialogs, in the list's toolbar slot) keeps it open
 * while the grid reloads its rows underneath.
 */
export type MemberDialog = { kind: "documents" | "photo"; member: Row } | undefined;

let current: MemberDialog;
const listeners = new Set<() => void>();

export function openMemberDialog(dialog: MemberDialog) {
  current = dialog;
  for (const listener of listeners) listener();
}

export const closeMemberDialog = () => openMemberDialog(undefined);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useMemberDialog = () => useSyncExternalStore(subscribe, () => current, () => undefined);
