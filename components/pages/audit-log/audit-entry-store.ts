"use client";

import { dialogStore } from "@/components/engine/list/dialog-store";
import type { Row } from "@/components/engine/list/types";

/** The audit entry whose dialog is open (drawn by AuditEntryHost, in the list's dialogs slot). */
const store = dialogStore<Row>();

export const openAuditEntry = store.open;
export const closeAuditEntry = store.close;
export const useOpenAuditEntry = store.useOpen;
