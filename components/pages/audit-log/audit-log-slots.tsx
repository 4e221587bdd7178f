"use client";

import Link from "@mui/material/Link";
import type { ListSlots } from "@/components/engine/list/types";
import { AuditAdminCell } from "./AuditAdminCell";
import { openAuditEntry } from "./audit-entry-store";
import { AuditEntryHost } from "./AuditEntryHost";

/**
 * What the Audit Log adds to the engine's grid (docs/audit-log.md): who acted as a name over an email,
 * and each entry opening its dialog, by a click on its row or, from the keyboard, on its action.
 */
export const AUDIT_LOG_SLOTS: ListSlots = {
  cells: {
    admin: (row) => <AuditAdminCell row={row} />,
    action: (row) => (
      <Link component="button" type="button" variant="body2" onClick={() => openAuditEntry(row)} sx={{ textAlign: "left", overflowWrap: "anywhere" }}>
        {String(row.action)}
      </Link>
    ),
  },
  rowClick: (row) => openAuditEntry(row),
  dialogs: () => <AuditEntryHost />,
};
