"use client";

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Row } from "@/components/engine/list/types";

/** Who acted: the name over the email; a deleted account still named, and marked; a sign-in by an unknown address says so. */
export function AuditAdminCell({ row }: { row: Row }) {
  if (!row.admin) {
    return (
      <Typography variant="body2" color="textSecondary">
        No account
      </Typography>
    );
  }
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: "center" }}>
        <span>{String(row.admin)}</span>
        {row.adminDeleted ? <Chip size="small" variant="outlined" label="Deleted" /> : null}
      </Stack>
      <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
        {String(row.adminEmail ?? "")}
      </Typography>
    </Stack>
  );
}
