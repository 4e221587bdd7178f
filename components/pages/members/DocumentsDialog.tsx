"use client";

import { usePageRights } from "@/components/engine/page-rights";
import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { ConfirmDialog } from "@/components/engine/ConfirmDialog";
import { ResourceList } from "@/components/engine/ResourceList";
import type { Row } from "@/components/engine/list/types";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import { mayRun } from "@/lib/engine/define";
import { appUser } from "@/lib/resources/members/app-user";
import { DOCUMENT_SLOTS } from "./document-slots";
import { useReloadMembers } from "./use-reload-members";

const verifyAll = appUser.actions!.find((action) => action.key === "verifyDocuments")!;

/**
 * A member's documents (the `memberdocument` list, fixed to the member): each one opened and verified
 * on its own, or all of them at once.
 */
export default function DocumentsDialog({ member, readOnly, onClose }: { member: Row; readOnly: boolean; onClose: () => void }) {
  const send = useApiAction();
  const reload = useReloadMembers();
  const [asking, setAsking] = useState(false);
  const rights = usePageRights();
  const [busy, setBusy] = useState(false);
  const name = String(member.name);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="member-documents-title">
      <DialogTitle id="member-documents-title">Documents of {name}</DialogTitle>
      <DialogContent>
        <ResourceList resourceKey="memberdocument" readOnly={readOnly} imageBaseUrl="" fixed={{ memberId: String(member.id) }} prefix="doc" bare slots={DOCUMENT_SLOTS} onChange={reload} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        {mayRun(rights, verifyAll) && (
          <Button variant="contained" disabled={readOnly} onClick={() => setAsking(true)}>
            Verify all
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        confirmation={
          asking
            ? {
                title: verifyAll.label,
                message: verifyAll.confirm ?? "",
                confirmLabel: "Verify all",
                run: async () => {
                  setBusy(true);
                  const answer = await send(() => api.post(`/api/admin/appuser/${member.id}/verifyDocuments`));
                  setBusy(false);
                  setAsking(false);
                  // The dialog stays open on its documents, now marked verified: staff see what was done.
                  if (answer?.status === 200) reload();
                },
              }
            : undefined
        }
        busy={busy}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}
