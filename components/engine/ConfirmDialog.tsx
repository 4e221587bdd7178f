"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<void>;
}

/** Asks before a change that is easy to make by mistake: the active switch, a delete, an action. */
export function ConfirmDialog({ confirmation, busy, onClose }: { confirmation?: Confirmation; busy: boolean; onClose: () => void }) {
  return (
    <Dialog open={Boolean(confirmation)} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{confirmation?.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={confirmation?.danger ? "error" : "primary"} disabled={busy} onClick={() => void confirmation?.run()}>
          {confirmation?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
