"use client";

import IconButton from "@mui/material/IconButton";
import { Hint } from "@/components/engine/Hint";
import PhotoOutlined from "@mui/icons-material/PhotoOutlined";
import type { ListSlots } from "@/components/engine/list/types";
import { AppUserDialogs } from "./AppUserDialogs";
import { DocumentStatusCell } from "./DocumentStatusCell";
import { MemberNameCell } from "./MemberNameCell";
import { openMemberDialog } from "./member-dialogs";
import { memberViewHref } from "@/lib/resources/members/profile";

/**
 * What App Users adds to the engine's grid (docs/members.md, "App Users"): the name with its photo and
 * verified mark, the number with its dial code, the document status with its "Verify Doc" dialog, a
 * photo review while one waits and the Setting asks for it, and the member's own page (View).
 */
export const APP_USER_SLOTS: ListSlots = {
  cells: {
    name: (row) => <MemberNameCell row={row} />,
    phone: (row) => <span>{`${String(row.dialCode ?? "")} ${String(row.phone ?? "")}`.trim()}</span>,
    documentStatus: (row) => <DocumentStatusCell row={row} />,
  },
  rowActions: (row) =>
    row.photoReviewable ? (
      <Hint title="Review photo">
        <IconButton size="small" aria-label={`Review photo: ${String(row.name)}`} onClick={() => openMemberDialog({ kind: "photo", member: row })}>
          <PhotoOutlined fontSize="small" />
        </IconButton>
      </Hint>
    ) : null,
  dialogs: ({ readOnly }) => <AppUserDialogs readOnly={readOnly} />,
  detailHref: (row) => memberViewHref(Number(row.id)),
};
