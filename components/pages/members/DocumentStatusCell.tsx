"use client";

import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { Row } from "@/components/engine/list/types";
import { openMemberDialog } from "./member-dialogs";

/** "Not Uploaded", a "Verified" chip, or "Verify Doc": the member's documents, to look at and verify. */
export function DocumentStatusCell({ row }: { row: Row }) {
  if (row.documentStatus === "Verified") return <Chip size="small" color="success" variant="outlined" label="Verified" />;
  if (row.documentStatus === "Verify Doc") {
    return (
      <Button size="small" variant="outlined" aria-label={`Verify Doc: ${String(row.name)}`} onClick={() => openMemberDialog({ kind: "documents", member: row })}>
        Verify Doc
      </Button>
    );
  }
  return (
    <Typography variant="body2" color="textSecondary">
      Not Uploaded
    </Typography>
  );
}
