"use client";

import { usePageRights } from "@/components/engine/page-rights";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { ResourceList } from "@/components/engine/ResourceList";
import type { Row } from "@/components/engine/list/types";
import { useResourceAction } from "@/components/engine/useResourceAction";
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
  const reload = useReloadMembers();
  // The dialog stays open on its documents, now marked verified: staff see what was done.
  const { act, dialog } = useResourceAction(appUser.key, reload);
  const rights = usePageRights();
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
          <Button variant="contained" disabled={readOnly} onClick={() => act(member.id as number, verifyAll, undefined, { confirmLabel: "Verify all" })}>
            Verify all
          </Button>
        )}
      </DialogActions>
      {dialog}
    </Dialog>
  );
}
