"use client";

import { useId, useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import SaveAsOutlined from "@mui/icons-material/SaveAsOutlined";
import type { SavedView } from "@/lib/saved-views";
import { SAVED_VIEW_NAME_MAX } from "@/lib/saved-views";
import { ConfirmDialog, type Confirmation } from "../../ConfirmDialog";
import { Hint } from "../../Hint";
import type { SavedViews } from "./use-saved-views";

/** One of the administrator's views: its name (renamed on Enter or Rename), shared or not, kept up to date with the list shown, deleted after asking. */
function OwnView({ view, views, busy, run, confirm }: { view: SavedView; views: SavedViews; busy: boolean; run: (change: () => Promise<unknown>) => Promise<void>; confirm: (confirmation: Confirmation) => void }) {
  const [name, setName] = useState(view.name);
  const renamed = name.trim() !== view.name && name.trim() !== "";
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (renamed) void run(() => views.update(view.id, { name: name.trim() }));
  };
  const showsOther = view.query !== views.current;
  return (
    <Stack component="form" onSubmit={rename} direction="row" spacing={1} sx={{ alignItems: "center", py: 1 }} aria-label={`View ${view.name}`}>
      <TextField size="small" label="Name" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }} sx={{ flex: 1 }} />
      <Button type="submit" disabled={busy || !renamed}>
        Rename
      </Button>
      <FormControlLabel
        control={
          <Switch
            checked={view.shared}
            disabled={busy}
            onChange={(event) => void run(() => views.update(view.id, { shared: event.target.checked }))}
            // Named as the lists' active switches are ("Hindu active"): one per view in the dialog.
            slotProps={{ input: { "aria-label": `${view.name} shared` } }}
          />
        }
        label="Shared"
      />
      <Hint title={`Keep the list as it is shown now in ${view.name}`}>
        <span>
          <IconButton aria-label={`Keep the list as it is shown now in ${view.name}`} disabled={busy || !showsOther} onClick={() => void run(() => views.update(view.id, { query: views.current }))}>
            <SaveAsOutlined />
          </IconButton>
        </span>
      </Hint>
      <Hint title={`Delete ${view.name}`}>
        <span>
          <IconButton
            aria-label={`Delete ${view.name}`}
            disabled={busy}
            onClick={() =>
              confirm({
                title: "Delete view",
                message: `Delete the view "${view.name}"?${view.shared ? " Everyone it is shared with loses it too." : ""}`,
                confirmLabel: "Delete",
                danger: true,
                run: () => run(() => views.remove(view.id)),
              })
            }
          >
            <DeleteOutlineRounded />
          </IconButton>
        </span>
      </Hint>
    </Stack>
  );
}

/** "Manage your views…": rename, share or unshare, update and delete the administrator's own views of the page. */
export function ManageViewsDialog({ views, onClose }: { views: SavedViews; onClose: () => void }) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const mine = views.views.filter((view) => view.mine);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
      setConfirmation(undefined);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Your views</DialogTitle>
      <DialogContent>
        {mine.length === 0 && <DialogContentText>You have no saved views on this page.</DialogContentText>}
        {/* Keyed by name too: a view renamed starts again from its new name; a refused rename keeps what was typed. */}
        {mine.map((view) => (
          <OwnView key={`${view.id}:${view.name}`} view={view} views={views} busy={busy} run={run} confirm={setConfirmation} />
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog confirmation={confirmation} busy={busy} onClose={() => setConfirmation(undefined)} />
    </Dialog>
  );
}
