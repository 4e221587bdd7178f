"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import NextLink from "next/link";
import dynamic from "next/dynamic";
import { api } from "@/lib/browser/api-client";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { isValidEmail } from "@/lib/validation";
import { AuthField, AuthPasswordField } from "./AuthField";
import { styles } from "./auth-classes";
import { apiPaths } from "@/lib/api-paths";

// Only the few with two-factor sign-in need its step: it loads after a right password.
const TwoFactorStep = dynamic(() => import("./TwoFactorStep").then((m) => m.TwoFactorStep));

function emailError(email: string) {
  if (!email.trim()) return CONSOLE_MESSAGES.emailRequired;
  return isValidEmail(email.trim()) ? undefined : CONSOLE_MESSAGES.invalidEmail;
}

/** `pendingTwoFactor`: the cookie holds a challenge from a right password (a reload of the code step). */
export function SignInForm({ pendingTwoFactor = false }: { pendingTwoFactor?: boolean }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [step, setStep] = useState<"password" | "code">(pendingTwoFactor ? "code" : "password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const errors = { email: emailError(email), password: password ? undefined : CONSOLE_MESSAGES.passwordRequired };

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
      const answer = await api.post<{ redirectTo?: string; twoFactorRequired?: boolean }>(apiPaths.session.signIn, { email: email.trim(), password, fcmToken });
      const record = answer.recordList[0];
      if (answer.status === 200 && record?.redirectTo) return go(record.redirectTo);
      if (answer.status === 200 && record?.twoFactorRequired) {
        setPassword("");
        setTouched(false);
        setStep("code");
        setBusy(false);
        return;
      }
      setFailure(answer.message ?? CONSOLE_MESSAGES.signInFailed);
    } catch {
      setFailure(CONSOLE_MESSAGES.backendUnavailable);
    }
    setBusy(false);
  }

  if (step === "code") return <TwoFactorStep onSignedIn={go} onRestart={restart} />;

  return (
    <form className={styles.stack} method="post" noValidate onSubmit={submit}>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <AuthField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        invalid={touched && Boolean(errors.email)}
        helperText={touched ? errors.email : undefined}
      />
      <AuthPasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        invalid={touched && Boolean(errors.password)}
        helperText={touched ? errors.password : undefined}
      />
      <NextLink href="/forgotpassword" className={`${styles.link} ${styles.end}`}>
        Forgot password?
      </NextLink>
      <button type="submit" className={styles.button} disabled={!hydrated || busy}>
        Sign in
      </button>
    </form>
  );
}
