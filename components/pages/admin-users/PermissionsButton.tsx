"use client";

import IconButton from "@mui/material/IconButton";
import { Hint } from "@/components/engine/Hint";
import KeyOutlined from "@mui/icons-material/KeyOutlined";
import type { Row } from "@/components/engine/list/types";
import { openPermissions } from "./permission-dialog";

/**
 * A row's rights: the dialog of pages and rights, or, where there is nothing this viewer may set (a
 * full administrator holds everything; one's own rights; the demo account), the reason instead.
 */
export function PermissionsButton({ row, locked }: { row: Row; locked: string | undefined }) {
  return (
    <Hint title={locked ?? "Permissions"}>
      <span>
        <IconButton size="small" aria-label={`Permissions of ${String(row.name)}`} disabled={Boolean(locked)} onClick={() => openPermissions(row)}>
          <KeyOutlined fontSize="small" />
        </IconButton>
      </span>
    </Hint>
  );
}
