"use client";

import Link from "@mui/material/Link";
import type { ListSlots } from "@/components/engine/list/types";
import { memberFileUrl } from "@/lib/resources/members/app-user";

/**
 * A member's documents, in the Verify Doc dialog and the member view's Documents tab alike: each file
 * opens in a new tab, where a picture shows and a PDF downloads (docs/members.md, "Member files").
 */
export const DOCUMENT_SLOTS: ListSlots = {
  cells: {
    file: (row) => (
      <Link href={memberFileUrl(String(row.mediaId))} target="_blank" rel="noopener noreferrer">
        {String(row.fileName)}
      </Link>
    ),
  },
};
