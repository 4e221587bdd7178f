"use client";

import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useToast } from "@/components/shell/ToastProvider";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import type { Envelope } from "@/lib/envelope";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { serviceDate } from "@/lib/time-zone";
import { isRecoveryCodeShape, isTotpShape, type TwoFactorSetup, type TwoFactorStatus } from "@/lib/two-factor";
import { TextInput } from "./TextInput";
import { apiPaths } from "@/lib/api-paths";

// Shown once, right after two-factor is turned on.
const RecoveryCodes = dynamic(() => import("./RecoveryCodes").then((m) => m.RecoveryCodes));

type View =
  | { kind: "loading" }
  | { kind: "status"; status: TwoFactorStatus }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[] }
  | { kind: "disable"; status: TwoFactorStatus };

/** The secret in groups of four, as authenticator apps print it: easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");

/**
 * Two-factor sign-in on the profile page (docs/two-factor.md): its state, turning it on (a QR code
 * made by the api, the secret as text, a first code), the recovery codes once, turning it off with a
 * code. The secret and the codes live in this component's state only while they are shown.
 */
export function TwoFactorSection({ readOnly, email, initialStatus }: { readOnly: boolean; email: string; initialStatus?: TwoFactorStatus }) {
  const send = useApiAction();
  const { enqueueSnackbar } = useToast();
  // As the server found it while drawing the page, when it could (lib/server/own-account.ts).
  const [view, setView] = useState<View>(initialStatus ? { kind: "status", status: initialStatus } : { kind: "loading" });
  const given = initialStatus !== undefined;
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const showStatus = useCallback((status: TwoFactorStatus) => {
    setView({ kind: "status", status });
    setCode("");
    setTouched(false);
  }, []);

  // Read again after setup and after the codes were saved, rather than pieced together here.
  const load = useCallback(
    () =>
      api.get<TwoFactorStatus>(apiPaths.account.twoFactor()).then(
        (answer) => {
          if (answer.status === 200 && answer.recordList[0]) showStatus(answer.recordList[0]);
          else enqueueSnackbar(answer.message ?? CONSOLE_MESSAGES.backendUnavailable, { variant: "error" });
        },
        () => enqueueSnackbar(CONSOLE_MESSAGES.backendUnavailable, { variant: "error" }),
      ),
    [enqueueSnackbar, showStatus],
  );

  useEffect(() => {
    if (!given) void load();
  }, [load, given]);

  async function run<T>(call: () => Promise<Envelope<T>>, then: (record: T) => void) {
    setBusy(true);
    const answer = await send(call);
    setBusy(false);
    if (answer?.status === 200 && answer.recordList[0]) then(answer.recordList[0]);
    else setCode("");
  }

  const startSetup = () => run(() => api.post<TwoFactorSetup>(apiPaths.account.twoFactor("setup")), (setup) => setView({ kind: "setup", setup }));

  // The api's schemas (two-factor-codes.ts) say the same; checked here without zod.
  const codeError =
    view.kind === "disable"
      ? isTotpShape(code) || isRecoveryCodeShape(code) ? undefined : CONSOLE_MESSAGES.twoFactorSignInCodeShape
      : isTotpShape(code) ? undefined : CONSOLE_MESSAGES.twoFactorCodeShape;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (codeError) return;
    if (view.kind === "setup") {
      await run(() => api.post<{ recoveryCodes: string[] }>(apiPaths.account.twoFactor("enable"), { code }), ({ recoveryCodes }) => setView({ kind: "codes", codes: recoveryCodes }));
    } else if (view.kind === "disable") {
      await run(() => api.post<TwoFactorStatus>(apiPaths.account.twoFactor("disable"), { code }), showStatus);
    }
    setTouched(false);
  }

  /** A step that asks for a code (turning on, turning off): what to do, the code, and its two buttons. */
  const codeForm = (intro: ReactNode, field: { label: string; helper: string }, submit: { label: string; danger?: boolean }) => (
    <Stack component="form" spacing={2.5} noValidate onSubmit={confirm}>
      {intro}
      <TextInput
        label={field.label}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={touched && Boolean(codeError)}
        helperText={touched && codeError ? codeError : field.helper}
        sx={{ maxWidth: 320 }}
        fullWidth
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" color={submit.danger ? "error" : "primary"} disabled={busy}>
          {submit.label}
        </Button>
        <Button onClick={cancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );

  // An unfinished setup stays unfinished at the api (off, its secret unused); the state is read again.
  function cancel() {
    if (view.kind === "setup") void load();
    else if (view.kind === "disable") showStatus(view.status);
  }

  return (
    <Card>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Two-factor sign-in
        </Typography>

        {view.kind === "loading" && <CircularProgress size={24} aria-label="Loading two-factor sign-in" />}

        {view.kind === "status" && (
          <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
            <Typography data-testid="two-factor-state">
              {view.status.enabled
                ? `On since ${serviceDate(view.status.enabledAt!)}: each sign-in asks for a code from your authenticator app. ${view.status.recoveryCodesLeft} of 10 recovery codes left.`
                : "Off. Turn it on to be asked, after your password, for a code from an authenticator app on your phone."}
            </Typography>
            {view.status.enabled ? (
              <Button variant="outlined" color="error" disabled={readOnly} onClick={() => setView({ kind: "disable", status: view.status })}>
                Turn off two-factor sign-in
              </Button>
            ) : (
              <Button variant="contained" disabled={readOnly || busy} onClick={startSetup}>
                Turn on two-factor sign-in
              </Button>
            )}
          </Stack>
        )}

        {view.kind === "setup" &&
          codeForm(
            <>
              <Typography>1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Typography>
              <Box component="img" src={view.setup.qrCode} alt="QR code for your authenticator app" sx={{ width: 200, height: 200 }} />
              <Typography variant="body2" color="textSecondary">
                Or enter this key by hand (time-based, 6 digits):
              </Typography>
              <Typography data-testid="two-factor-secret" sx={{ fontFamily: "monospace", fontSize: "1.1rem", letterSpacing: 1, wordBreak: "break-all" }}>
                {grouped(view.setup.secret)}
              </Typography>
              <Typography>2. Enter the code the app shows.</Typography>
            </>,
            { label: "Code from the app", helper: "6 digits" },
            { label: "Turn on" },
          )}

        {view.kind === "codes" && <RecoveryCodes codes={view.codes} email={email} onDone={() => void load()} />}

        {view.kind === "disable" &&
          codeForm(
            <Typography>Enter a code from your authenticator app, or one of your recovery codes, to turn two-factor sign-in off.</Typography>,
            { label: "Code", helper: "6 digits, or a recovery code" },
            { label: "Turn off", danger: true },
          )}
      </CardContent>
    </Card>
  );
}
