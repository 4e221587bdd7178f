"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import FactCheckOutlined from "@mui/icons-material/FactCheckOutlined";
import PhotoOutlined from "@mui/icons-material/PhotoOutlined";
import type { Row } from "@/components/engine/list/types";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { AppUserDialogs } from "./AppUserDialogs";
import { closeMemberDialog, openMemberDialog } from "./member-dialogs";
import { apiPaths } from "@/lib/api-paths";

/**
 * Review photo and Verify documents on the member's own view: the App Users row of the member, read
 * from the same api, opens the same dialogs as the list's buttons. When one closes, the view is drawn
 * again from the server, so the header's chips and the profile say what was decided.
 */
export default function MemberDecisionButtons({ memberId, readOnly }: { memberId: number; readOnly: boolean }) {
  const router = useRouter();
  const { data, mutate } = useEnvelope<Row>(apiPaths.row("appuser", memberId), { keepPrevious: true });
  const member = data?.status === 200 ? data.recordList[0] : undefined;
  const close = useCallback(() => {
    closeMemberDialog();
    void mutate();
    router.refresh();
  }, [mutate, router]);
  return (
    <>
      {member && (member.photoReviewable || member.documentStatus === "Verify Doc") ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {member.photoReviewable ? (
            <Button variant="outlined" startIcon={<PhotoOutlined />} onClick={() => openMemberDialog({ kind: "photo", member })}>
              Review photo
            </Button>
          ) : null}
          {member.documentStatus === "Verify Doc" && (
            <Button variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => openMemberDialog({ kind: "documents", member })}>
              Verify documents
            </Button>
          )}
        </Stack>
      ) : null}
      <AppUserDialogs readOnly={readOnly} onClose={close} />
    </>
  );
}
