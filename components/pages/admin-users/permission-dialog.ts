"use client";

import { dialogStore } from "@/components/engine/list/dialog-store";
import type { Row } from "@/components/engine/list/types";

/** Whose rights dialog is open (drawn by AdminUserDialogs, in the list's dialogs slot). */
const store = dialogStore<Row>();

export const openPermissions = store.open;
export const closePermissions = store.close;
export const usePermissionsOpen = store.useOpen;
