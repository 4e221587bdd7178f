"use client";

import { useState, type FormEvent } from "react";
import NextLink from "next/link";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { api } from "@/lib/browser/api-client";
import { MESSAGES } from "@/lib/messages";
import { forgotEmailError } from "@/lib/reset-forms";
import { useRedirectAfterSuccess } from "./useRedirectAfterSuccess";

export function ForgotPasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const redirectSoon = useRedirectAfterSuccess();
  const [email, setEmail] = useState("");
  const [checked, setChecked] = useState(false);
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const error = checked ? forgotEmailError(email) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (forgotEmailError(email)) return;
    setState("busy");
    try {
      const answer = await api.post("/api/admin/users/forgotPassword", { email: email.trim() });
      if (answer.status === 200) {
        enqueueSnackbar(MESSAGES.mailSent, { variant: "success" });
        setState("sent");
        redirectSoon();
        return;
      }
      enqueueSnackbar(answer.status === 400 ? MESSAGES.checkEmail : (answer.message ?? MESSAGES.checkEmail), { variant: "error" });
    } catch {
      enqueueSnackbar(MESSAGES.backendUnavailable, { variant: "error" });
    }
    setState("idle");
  }

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setChecked(true);
        }}
        error={Boolean(error)}
        helperText={error}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={state !== "idle"} fullWidth>
        Send Mail
      </Button>
      <Link component={NextLink} href="/" variant="body2" sx={{ alignSelf: "center" }}>
        Back to login page
      </Link>
    </Stack>
  );
}
