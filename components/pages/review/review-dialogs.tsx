"use client";

import { useState, type FormEvent, type KeyboardEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { REASON_MAX_LENGTH, REJECT_REASONS, type ReviewKind } from "@/lib/review";

const OTHER = "other";

/**
 * Reject asks why: one of the kind's usual reasons (its number picks it) or words of one's own. Enter
 * rejects, Escape goes back to the item.
 */
export function RejectDialog({ kind, onCancel, onReject }: { kind: ReviewKind; onCancel: () => void; onReject: (reason: string) => void }) {
  const reasons = REJECT_REASONS[kind];
  const [choice, setChoice] = useState(reasons[0]);
  const [own, setOwn] = useState("");
  const reason = choice === OTHER ? own.trim() : choice;
  const problem = choice === OTHER && !reason ? "Write the reason, or choose one of the list." : reason.length > REASON_MAX_LENGTH ? `At most ${REASON_MAX_LENGTH} characters.` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onReject(reason);
  };
  // A digit picks a reason from the list; the last number is "Other".
  const pick = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.tagName === "TEXTAREA" || target.tagName === "BUTTON") return;
    // Enter on a chosen reason rejects, as a form's Enter does.
    if (event.key === "Enter") return submit(event);
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > reasons.length + 1) return;
    event.preventDefault();
    setChoice(n <= reasons.length ? reasons[n - 1] : OTHER);
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="reject-title" onKeyDown={pick}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-title">Why is it rejected?</DialogTitle>
        <DialogContent>
          <RadioGroup value={choice} onChange={(_, value) => setChoice(value)} aria-labelledby="reject-title">
            {reasons.map((text, index) => (
              <FormControlLabel key={text} value={text} control={<Radio autoFocus={index === 0} />} label={`${index + 1}. ${text}`} />
            ))}
            <FormControlLabel value={OTHER} control={<Radio />} label={`${reasons.length + 1}. Another reason`} />
          </RadioGroup>
          {choice === OTHER && (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              label="Reason"
              value={own}
              onChange={(event) => setOwn(event.target.value)}
              onKeyDown={(event) => {
                // Enter rejects; Shift+Enter starts a new line.
                if (event.key === "Enter" && !event.shiftKey) submit(event);
              }}
              error={Boolean(own) && Boolean(problem)}
              helperText={problem ?? `${own.length} of ${REASON_MAX_LENGTH}`}
              sx={{ mt: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={Boolean(problem)}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const KEYS: readonly [string, string][] = [
  ["A", "Approve"],
  ["R", "Reject, with a reason (1–9 pick it, Enter rejects)"],
  ["S", "Skip: leave it for someone else"],
  ["J", "Next item (at the newest, skip)"],
  ["K", "Previous item"],
  ["?", "These keys"],
];

export function KeysDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="keys-title">
      <DialogTitle id="keys-title">Keys of the review queue</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="keys-title">
          <TableBody>
            {KEYS.map(([key, what]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  <kbd>{key}</kbd>
                </TableCell>
                <TableCell>{what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
