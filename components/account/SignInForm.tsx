"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import NextLink from "next/link";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { api } from "@/lib/browser/api-client";
import { MESSAGES } from "@/lib/messages";
import { isValidEmail } from "@/lib/validation";
import { PasswordField } from "./PasswordField";

function emailError(email: string) {
  if (!email.trim()) return MESSAGES.emailRequired;
  return isValidEmail(email.trim()) ? undefined : MESSAGES.invalidEmail;
}

export function SignInForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const errors = { email: emailError(email), password: password ? undefined : MESSAGES.passwordRequired };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const fcmToken = sessionStorage.getItem("fcmToken") ?? undefined;
      const answer = await api.post<{ redirectTo: string }>("/api/session", { email: email.trim(), password, fcmToken });
      const redirectTo = answer.recordList[0]?.redirectTo;
      if (answer.status === 200 && redirectTo) {
        router.replace(redirectTo);
        router.refresh();
        return;
      }
      setFailure(answer.message ?? MESSAGES.signInFailed);
    } catch {
      setFailure(MESSAGES.backendUnavailable);
    }
    setBusy(false);
  }

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={touched && Boolean(errors.email)}
        helperText={touched ? errors.email : undefined}
        fullWidth
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && Boolean(errors.password)}
        helperText={touched ? errors.password : undefined}
        fullWidth
      />
      <Link component={NextLink} href="/forgotpassword" variant="body2" sx={{ alignSelf: "flex-end" }}>
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        Sign in
      </Button>
    </Stack>
  );
}
