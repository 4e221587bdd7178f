"use client";

import dynamic from "next/dynamic";
import { closeAuditEntry, useOpenAuditEntry } from "./audit-entry-store";

// Loaded when an entry is first opened: the Audit Log's first load does not carry it.
const AuditEntryDialog = dynamic(() => import("./AuditEntryDialog"), { ssr: false });

/** The entry dialog, drawn in one place outside the grid (see audit-entry-store.ts). */
export function AuditEntryHost() {
  const entry = useOpenAuditEntry();
  return entry ? <AuditEntryDialog key={entry.id} entry={entry} onClose={closeAuditEntry} /> : null;
}
