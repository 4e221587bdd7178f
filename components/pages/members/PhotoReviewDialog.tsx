"use client";

import { usePageRights } from "@/components/engine/page-rights";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { Row } from "@/components/engine/list/types";
import { useResourceAction } from "@/components/engine/useResourceAction";
import { mayRun } from "@/lib/engine/define";
import { appUser, memberFileUrl } from "@/lib/resources/members/app-user";
import { useReloadMembers } from "./use-reload-members";

const APPROVE = appUser.actions!.find((action) => action.key === "approvePhoto")!;
const REJECT = appUser.actions!.find((action) => action.key === "rejectPhoto")!;

/** A member's profile photo shown large, with Approve and Reject; Reject asks first and says the member is told. */
export default function PhotoReviewDialog({ member, readOnly, onClose }: { member: Row; readOnly: boolean; onClose: () => void }) {
  const reload = useReloadMembers();
  const { busy, perform } = useResourceAction(appUser.key, reload);
  const [confirming, setConfirming] = useState(false);
  const rights = usePageRights();
  const name = String(member.name);

  // Reject asks in this dialog, over the photo it is about. A 409 (decided meanwhile) closes it too,
  // on the list as it is now.
  const decide = (action: typeof APPROVE) =>
    void perform(member.id as number, action, (answer) => {
      if (answer?.status === 409) reload();
      if (answer?.status === 200 || answer?.status === 409) onClose();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="photo-review-title">
      <DialogTitle id="photo-review-title">{confirming ? REJECT.label : `Profile photo of ${name}`}</DialogTitle>
      <DialogContent>
        {confirming ? (
          <DialogContentText>{REJECT.confirm}</DialogContentText>
        ) : (
          <Box sx={{ display: "flex", justifyContent: "center", bgcolor: "action.hover", borderRadius: 1 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a member's file from the api, not a static asset next/image could optimise */}
            <img src={memberFileUrl(String(member.photoMediaId))} alt={`Profile photo of ${name}`} style={{ maxWidth: "100%", maxHeight: "60vh", objectFit: "contain" }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" color="error" disabled={busy} onClick={() => decide(REJECT)}>
              Reject photo
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Close
            </Button>
            {mayRun(rights, REJECT) && (
              <Button color="error" variant="outlined" disabled={readOnly || busy} onClick={() => setConfirming(true)}>
                Reject
              </Button>
            )}
            {mayRun(rights, APPROVE) && (
              <Button variant="contained" disabled={readOnly || busy} onClick={() => decide(APPROVE)}>
                Approve
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
