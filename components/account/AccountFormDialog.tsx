"use client";

import { useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { hasErrors, type FieldErrors } from "@/lib/account-forms";
import { PasswordField } from "./PasswordField";
import { useAccountAction } from "./useAccountAction";

export interface AccountField<T> {
  name: keyof T & string;
  label: string;
  kind: "email" | "password";
  autoComplete?: string;
}

interface Props<T extends { [K in keyof T]: string }> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The demo administrator sees the dialog with Save disabled. */
  readOnly: boolean;
  fields: AccountField<T>[];
  /** Live rules while typing; `submitted` once Save was pressed. */
  validate: (values: T, submitted: boolean) => FieldErrors<T>;
  path: string;
  successMessage: string;
}

/** Change Email and Change Password: a few fields checked as they are typed, one call on Save. */
export function AccountFormDialog<T extends { [K in keyof T]: string }>({ title, open, onClose, readOnly, fields, validate, path, successMessage }: Props<T>) {
  const empty = Object.fromEntries(fields.map((f) => [f.name, ""])) as T;
  const [values, setValues] = useState<T>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { run, busy } = useAccountAction(path, successMessage);
  const errors = validate(values, submitted);
  const titleId = `${path.split("/").pop()}-title`;

  const close = () => {
    setValues(empty);
    setTouched({});
    setSubmitted(false);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])) as Record<keyof T, boolean>);
    if (readOnly || hasErrors(validate(values, true))) return;
    const trimmed = Object.fromEntries(fields.map((f) => [f.name, f.kind === "email" ? values[f.name].trim() : values[f.name]]));
    if (await run(trimmed)) close();
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => {
              const Input = field.kind === "password" ? PasswordField : TextField;
              return (
                <Input
                  key={field.name}
                  label={field.label}
                  {...(field.kind === "email" ? { type: "email" } : {})}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, [field.name]: e.target.value }));
                    setTouched((t) => ({ ...t, [field.name]: true }));
                  }}
                  error={Boolean(touched[field.name] && errors[field.name])}
                  helperText={touched[field.name] ? errors[field.name] : undefined}
                  fullWidth
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={readOnly || busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
