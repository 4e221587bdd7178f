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
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import { mayRun } from "@/lib/engine/define";
import { appUser, memberFileUrl } from "@/lib/resources/members/app-user";
import { useReloadMembers } from "./use-reload-members";

const reject = appUser.actions!.find((action) => action.key === "rejectPhoto")!;

const APPROVE = appUser.actions!.find((action) => action.key === "approvePhoto")!;
const REJECT = appUser.actions!.find((action) => action.key === "rejectPhoto")!;

/** A member's profile photo shown large, with Approve and Reject; Reject asks first and says the member is told. */
export default function PhotoReviewDialog({ member, readOnly, onClose }: { member: Row; readOnly: boolean; onClose: () => void }) {
  const send = useApiAction();
  const reload = useReloadMembers();
  const [confirming, setConfirming] = useState(false);
  const rights = usePageRights();
  const [busy, setBusy] = useState(false);
  const name = String(member.name);

  async function decide(action: "approvePhoto" | "rejectPhoto") {
    setBusy(true);
    const answer = await send(() => api.post(`/api/admin/appuser/${member.id}/${action}`));
    setBusy(false);
    reload();
    if (answer?.status === 200 || answer?.status === 409) onClose();
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="photo-review-title">
      <DialogTitle id="photo-review-title">{confirming ? reject.label : `Profile photo of ${name}`}</DialogTitle>
      <DialogContent>
        {confirming ? (
          <DialogContentText>{reject.confirm}</DialogContentText>
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
            <Button variant="contained" color="error" disabled={busy} onClick={() => void decide("rejectPhoto")}>
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
              <Button variant="contained" disabled={readOnly || busy} onClick={() => void decide("approvePhoto")}>
                Approve
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
