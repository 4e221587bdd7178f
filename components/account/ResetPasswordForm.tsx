"use client";

import { useState, type FormEvent } from "react";
import NextLink from "next/link";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useSnackbar } from "notistack";
import { api } from "@/lib/browser/api-client";
import { MESSAGES } from "@/lib/messages";
import { resetErrors, type ResetValues } from "@/lib/reset-forms";
import { PasswordField } from "./PasswordField";
import { useRedirectAfterSuccess } from "./useRedirectAfterSuccess";

export function ResetPasswordForm({ token, userId }: { token: string; userId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const redirectSoon = useRedirectAfterSuccess();
  const [values, setValues] = useState<ResetValues>({ password: "", confirmPassword: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof ResetValues, boolean>>>({});
  const [state, setState] = useState<"idle" | "busy" | "done" | "dead">("idle");
  const errors = resetErrors(values);

  const field = (name: keyof ResetValues) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setTouched((t) => ({ ...t, [name]: true }));
    },
    error: Boolean(touched[name] && errors[name]),
    helperText: touched[name] ? errors[name] : undefined,
    fullWidth: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirmPassword: true });
    // A mismatch stops the request (the original sent it anyway: a listed deviation).
    if (errors.password || errors.confirmPassword) return;
    setState("busy");
    try {
      const answer = await api.post("/api/admin/users/resetPassword", { id: userId, token, password: values.password });
      if (answer.status === 200) {
        enqueueSnackbar(MESSAGES.passwordReset, { variant: "success" });
        setState("done");
        redirectSoon();
        return;
      }
      if (answer.message === MESSAGES.resetLinkInvalid) {
        setState("dead");
        return;
      }
      enqueueSnackbar(answer.message ?? MESSAGES.backendUnavailable, { variant: "error" });
    } catch {
      enqueueSnackbar(MESSAGES.backendUnavailable, { variant: "error" });
    }
    setState("idle");
  }

  if (state === "dead") return <InvalidResetLink />;

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <PasswordField label="New Password" name="password" autoComplete="new-password" autoFocus {...field("password")} />
      <PasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" {...field("confirmPassword")} />
      <Button type="submit" variant="contained" size="large" disabled={state !== "idle"} fullWidth>
        Submit
      </Button>
      <Link component={NextLink} href="/" variant="body2" sx={{ alignSelf: "center" }}>
        Back to login page
      </Link>
    </Stack>
  );
}

/** An invalid, used or expired link says so and offers a new one (the original only logged it). */
export function InvalidResetLink() {
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">{MESSAGES.resetLinkInvalid} Request a new link to choose your password.</Alert>
      <Button component={NextLink} href="/forgotpassword" variant="contained" size="large" fullWidth>
        Request a new link
      </Button>
      <Link component={NextLink} href="/" variant="body2" sx={{ alignSelf: "center" }}>
        Back to login page
      </Link>
    </Stack>
  );
}
