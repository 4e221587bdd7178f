"use client";

import { useState, type FormEvent } from "react";
import { api } from "@/lib/browser/api-client";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { isRecoveryCodeShape, isTotpShape } from "@/lib/two-factor";
import { AuthField } from "./AuthField";
import { styles } from "./auth-classes";
import { apiPaths } from "@/lib/api-paths";

interface Props {
  /** A right code: the console stored the sign-in; go where it says. */
  onSignedIn: (redirectTo: string) => void;
  /** Back to the password, with the reason when the challenge ran out. */
  onRestart: (message?: string) => void;
}

/**
 * The second step of a sign-in with two-factor on: the code from the authenticator app, or one of the
 * recovery codes. The challenge itself never reaches this page: the console keeps it in the cookie.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const error = recovery
    ? isRecoveryCodeShape(code) ? undefined : CONSOLE_MESSAGES.twoFactorRecoveryShape
    : isTotpShape(code) ? undefined : code ? CONSOLE_MESSAGES.twoFactorCodeShape : CONSOLE_MESSAGES.twoFactorCodeRequired;

  function switchKind() {
    setRecovery((r) => !r);
    setCode("");
    setTouched(false);
    setFailure(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (error) return;
    setBusy(true);
    try {
      const fcmToken = sessionStorage.getItem("fcmToken") ?? undefined;
      const answer = await api.post<{ redirectTo?: string; restart?: boolean }>(apiPaths.session.twoFactor, { code, fcmToken });
      const record = answer.recordList[0];
      if (answer.status === 200 && record?.redirectTo) return onSignedIn(record.redirectTo);
      if (record?.restart) return onRestart(answer.message);
      setFailure(answer.message ?? CONSOLE_MESSAGES.twoFactorCodeWrong);
      setCode("");
      setTouched(false);
    } catch {
      setFailure(CONSOLE_MESSAGES.backendUnavailable);
    }
    setBusy(false);
  }

  async function back() {
    await api.delete(apiPaths.session.twoFactor).catch(() => undefined);
    onRestart();
  }

  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <p className={styles.text} style={{ margin: 0 }}>
        {recovery
          ? "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once."
          : "Enter the 6-digit code your authenticator app shows for this account."}
      </p>
      <AuthField
        key={recovery ? "recovery" : "totp"}
        label={recovery ? "Recovery code" : "Two-factor code"}
        name={recovery ? "recoveryCode" : "code"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        invalid={touched && Boolean(error)}
        helperText={touched ? error : undefined}
        {...(recovery ? { maxLength: 24, autoCapitalize: "characters", spellCheck: false } : { inputMode: "numeric", maxLength: 7, pattern: "[0-9 ]*" })}
      />
      <button type="button" className={`${styles.link} ${styles.start}`} onClick={switchKind}>
        {recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
      </button>
      <button type="submit" className={styles.button} disabled={busy}>
        Verify
      </button>
      <button type="button" className={styles.buttonText} onClick={back} disabled={busy}>
        Back to sign in
      </button>
    </form>
  );
}
