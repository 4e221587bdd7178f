"use client";

import { useState, type FormEvent } from "react";
import NextLink from "next/link";
import { useToast } from "@/components/shell/ToastProvider";
import { api } from "@/lib/browser/api-client";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { forgotEmailError } from "@/lib/reset-forms";
import { useRedirectAfterSuccess } from "./useRedirectAfterSuccess";
import { AuthField } from "./AuthField";
import { styles } from "./auth-classes";
import { apiPaths } from "@/lib/api-paths";

export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const { enqueueSnackbar } = useToast();
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
      const answer = await api.post(apiPaths.account.forgotPassword, { email: email.trim() });
      if (answer.status === 200) {
        enqueueSnackbar(CONSOLE_MESSAGES.mailSent, { variant: "success" });
        setState("sent");
        redirectSoon();
        return;
      }
      enqueueSnackbar(answer.status === 400 ? CONSOLE_MESSAGES.checkEmail : (answer.message ?? CONSOLE_MESSAGES.checkEmail), { variant: "error" });
    } catch {
      enqueueSnackbar(CONSOLE_MESSAGES.backendUnavailable, { variant: "error" });
    }
    setState("idle");
  }

  return (
    <form className={styles.stack} method="post" noValidate onSubmit={submit}>
      <AuthField
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
        invalid={Boolean(error)}
        helperText={error}
      />
      <button type="submit" className={styles.button} disabled={!hydrated || state !== "idle"}>
        Send Mail
      </button>
      <NextLink href="/" className={`${styles.link} ${styles.center}`}>
        Back to login page
      </NextLink>
    </form>
  );
}
