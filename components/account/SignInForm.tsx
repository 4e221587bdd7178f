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
import { TwoFactorStep } from "./TwoFactorStep";

function emailError(email: string) {
  if (!email.trim()) return MESSAGES.emailRequired;
  return isValidEmail(email.trim()) ? undefined : MESSAGES.invalidEmail;
}

/** `pendingTwoFactor`: the cookie holds a challenge from a right password (a reload of the code step). */
export function SignInForm({ pendingTwoFactor = false }: { pendingTwoFactor?: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<"password" | "code">(pendingTwoFactor ? "code" : "password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const errors = { email: emailError(email), password: password ? undefined : MESSAGES.passwordRequired };

  function go(redirectTo: string) {
    router.replace(redirectTo);
    router.refresh();
  }

  function restart(message?: string) {
    setFailure(message);
    setStep("password");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const fcmToken = sessionStorage.getItem("fcmToken") ?? undefined;
      const answer = await api.post<{ redirectTo?: string; twoFactorRequired?: boolean }>("/api/session", { email: email.trim(), password, fcmToken });
      const record = answer.recordList[0];
      if (answer.status === 200 && record?.redirectTo) return go(record.redirectTo);
      if (answer.status === 200 && record?.twoFactorRequired) {
        setPassword("");
        setTouched(false);
        setStep("code");
        setBusy(false);
        return;
      }
      setFailure(answer.message ?? MESSAGES.signInFailed);
    } catch {
      setFailure(MESSAGES.backendUnavailable);
    }
    setBusy(false);
  }

  if (step === "code") return <TwoFactorStep onSignedIn={go} onRestart={restart} />;

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
