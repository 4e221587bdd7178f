"use client";

import Avatar from "@mui/material/Avatar";
import Stack from "@mui/material/Stack";
import { Hint } from "@/components/engine/Hint";
import VerifiedRounded from "@mui/icons-material/VerifiedRounded";
import type { Row } from "@/components/engine/list/types";
import { memberFileUrl } from "@/lib/resources/members/app-user";

/** The member's photo, name and, when their profile photo is approved, the verified mark. */
export function MemberNameCell({ row }: { row: Row }) {
  const name = String(row.name ?? "");
  const photo = typeof row.photoMediaId === "string" ? memberFileUrl(row.photoMediaId) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
      {/* Decorative beside the name; loaded only as its row comes into view. */}
      <Avatar src={photo} alt="" slotProps={{ img: { loading: "lazy" } }} sx={{ width: 32, height: 32 }}>
        {name.charAt(0)}
      </Avatar>
      <span>{name}</span>
      {row.isVerified ? (
        <Hint title="Verified: profile photo approved">
          <VerifiedRounded color="primary" fontSize="small" titleAccess="Verified" />
        </Hint>
      ) : null}
    </Stack>
  );
}
