"use client";

import { dialogStore } from "@/components/engine/list/dialog-store";
import type { Row } from "@/components/engine/list/types";

/** Which App Users dialog is open, and for which member (drawn by AppUserDialogs, in the list's dialogs slot). */
export type MemberDialog = { kind: "documents" | "photo"; member: Row } | undefined;

const store = dialogStore<NonNullable<MemberDialog>>();

export const openMemberDialog = store.open;
export const closeMemberDialog = store.close;
export const useMemberDialog = store.useOpen;
