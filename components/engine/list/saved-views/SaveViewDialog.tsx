"use client";

import { useId, useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { SAVED_VIEW_NAME_MAX } from "@/lib/saved-views";
import type { SavedViews } from "./use-saved-views";

/**
 * "Save current view…": the list's search, filters, sort and page size, as its address holds them now,
 * under a name; shared with everyone who can open the page when ticked. A name the api refuses (one the
 * administrator already uses here) is said under the field, as well as in the toast.
 */
export function SaveViewDialog({ views, onClose }: { views: SavedViews; onClose: () => void }) {
  const titleId = useId();
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await views.save({ name: name.trim(), query: views.current, shared });
    setBusy(false);
    if (answer?.status === 200) onClose();
    else if (answer) setProblem(answer.errors?.name ?? (answer.status === 409 ? answer.message : undefined));
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Save current view</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The list&apos;s search, filters, sort and page size, as they are now, under a name of yours.</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label="Name"
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
            error={Boolean(problem)}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
          />
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />} label="Share with everyone who can open this page" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
