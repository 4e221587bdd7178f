"use client";

import { useState, type FormEvent } from "react";
import NextLink from "next/link";
import { useToast } from "@/components/shell/ToastProvider";
import { api } from "@/lib/browser/api-client";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { resetErrors, type ResetValues } from "@/lib/reset-forms";
import { AuthPasswordField } from "./AuthField";
import { styles } from "./auth-classes";
import { useRedirectAfterSuccess } from "./useRedirectAfterSuccess";
import { apiPaths } from "@/lib/api-paths";

export function ResetPasswordForm({ token, userId }: { token: string; userId: number }) {
  const hydrated = useHydrated();
  const { enqueueSnackbar } = useToast();
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
    invalid: Boolean(touched[name] && errors[name]),
    helperText: touched[name] ? errors[name] : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirmPassword: true });
    // A mismatch stops the request (the original sent it anyway: a listed deviation).
    if (errors.password || errors.confirmPassword) return;
    setState("busy");
    try {
      const answer = await api.post(apiPaths.account.resetPassword, { id: userId, token, password: values.password });
      if (answer.status === 200) {
        enqueueSnackbar(CONSOLE_MESSAGES.passwordReset, { variant: "success" });
        setState("done");
        redirectSoon();
        return;
      }
      if (answer.message === CONSOLE_MESSAGES.resetLinkInvalid) {
        setState("dead");
        return;
      }
      enqueueSnackbar(answer.message ?? CONSOLE_MESSAGES.backendUnavailable, { variant: "error" });
    } catch {
      enqueueSnackbar(CONSOLE_MESSAGES.backendUnavailable, { variant: "error" });
    }
    setState("idle");
  }

  if (state === "dead") return <InvalidResetLink />;

  return (
    <form className={styles.stack} method="post" noValidate onSubmit={submit}>
      <AuthPasswordField label="New Password" name="password" autoComplete="new-password" autoFocus {...field("password")} />
      <AuthPasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" {...field("confirmPassword")} />
      <button type="submit" className={styles.button} disabled={!hydrated || state !== "idle"}>
        Submit
      </button>
      <NextLink href="/" className={`${styles.link} ${styles.center}`}>
        Back to login page
      </NextLink>
    </form>
  );
}

/** An invalid, used or expired link says so and offers a new one (the original only logged it). */
export function InvalidResetLink() {
  return (
    <div className={styles.stack}>
      <p className={`${styles.alert} ${styles.warning}`} role="alert">
        {CONSOLE_MESSAGES.resetLinkInvalid} Request a new link to choose your password.
      </p>
      <NextLink href="/forgotpassword" className={styles.button}>
        Request a new link
      </NextLink>
      <NextLink href="/" className={`${styles.link} ${styles.center}`}>
        Back to login page
      </NextLink>
    </div>
  );
}
