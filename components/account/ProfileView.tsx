"use client";

import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import dynamic from "next/dynamic";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import { useToast } from "@/components/shell/ToastProvider";
import { hasErrors, profileErrors, type ProfileValues } from "@/lib/account-forms";
import { api, uploadFile } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import type { Envelope } from "@/lib/envelope";
import { PICTURE_TYPES, pictureProblem } from "@/lib/pictures";
import type { Credentials } from "@/lib/credentials";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { serviceMoment } from "@/lib/time-zone";
import type { AccountDialog } from "./AccountDialogs";
import { TextInput } from "./TextInput";
import { useDrawn } from "@/lib/browser/use-drawn";
import { UsableWhenHydrated } from "@/components/shell/UsableWhenHydrated";
import type { TwoFactorStatus } from "@/lib/two-factor";
import { apiPaths } from "@/lib/api-paths";

// Its own chunk, fetched while the profile itself loads: the card reads its state from the api anyway.
const loadTwoFactorSection = () => import("./TwoFactorSection").then((m) => m.TwoFactorSection);
const TwoFactorSection = dynamic(loadTwoFactorSection);

// The change dialogs load when one opens.
const AccountDialogs = dynamic(() => import("./AccountDialogs").then((m) => m.AccountDialogs));

type Me = Credentials & { lastLoginAt: string | null };

/** What the server asked of the api while drawing the page (lib/server/own-account.ts): drawn at once. */
export interface ProfileOpening {
  account?: Me;
  twoFactor?: TwoFactorStatus;
}


/** The signed-in administrator's own page: details, names, picture, and the two account dialogs. */
export function ProfileView({ imageBaseUrl, opening }: { imageBaseUrl: string; opening: ProfileOpening }) {
  const router = useRouter();
  const { enqueueSnackbar } = useToast();
  const send = useApiAction();
  const [me, setMe] = useState<Me | undefined>(opening.account);
  const [names, setNames] = useState<ProfileValues>({ firstName: opening.account?.firstName ?? "", lastName: opening.account?.lastName ?? "" });
  const drawnMark = useDrawn(me !== undefined);
  const given = opening.account !== undefined;
  const [dialog, setDialog] = useState<AccountDialog>();
  const [busy, setBusy] = useState(false);

  const show = (record: Me) => {
    setMe(record);
    setNames({ firstName: record.firstName, lastName: record.lastName });
  };

  useEffect(() => {
    void loadTwoFactorSection();
    if (given) return;
    api.get<Me>(apiPaths.account.me).then((answer) => {
      if (answer.status === 200 && answer.recordList[0]) show(answer.recordList[0]);
      else if (answer.status === 401) router.replace("/");
      else enqueueSnackbar(answer.message ?? CONSOLE_MESSAGES.backendUnavailable, { variant: "error" });
    }, () => enqueueSnackbar(CONSOLE_MESSAGES.backendUnavailable, { variant: "error" }));
  }, [router, enqueueSnackbar, given]);

  const nameErrors = profileErrors(names);

  async function settle(call: () => Promise<Envelope>, success: string) {
    const answer = await send(call, { success });
    if (answer?.status !== 200) return;
    const record = answer.recordList[0] as Credentials;
    setMe((current) => current && { ...current, ...record });
    router.refresh();
  }

  async function saveNames(event: FormEvent) {
    event.preventDefault();
    if (hasErrors(nameErrors)) return;
    setBusy(true);
    await settle(() => api.put(apiPaths.account.profile, { firstName: names.firstName.trim(), lastName: names.lastName.trim() }), "Your profile is saved");
    setBusy(false);
  }

  async function uploadPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return enqueueSnackbar(problem, { variant: "error" });
    setBusy(true);
    await settle(() => uploadFile(apiPaths.account.profileImage, file), "Your picture is saved");
    setBusy(false);
  }

  if (!me) return <CircularProgress aria-label="Loading your profile" />;
  const readOnly = Boolean(me.readOnly);

  return (
    <UsableWhenHydrated>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 2fr" }, alignItems: "start" }} {...drawnMark}>
        <Box>
          <Card>
            <CardContent sx={{ textAlign: "center", p: 4 }}>
              <Avatar src={me.image ? `${imageBaseUrl}${me.image}` : undefined} alt={`${me.firstName} ${me.lastName}`} sx={{ width: 120, height: 120, mx: "auto", mb: 2, fontSize: 48, bgcolor: "primary.main" }}>
                {me.firstName.charAt(0).toUpperCase()}
              </Avatar>
              <Typography variant="h4" component="p">{`${me.firstName} ${me.lastName}`.trim()}</Typography>
              <Typography color="textSecondary" data-testid="profile-email">{me.email}</Typography>
              <Typography color="textSecondary" gutterBottom>{me.roleName}</Typography>
              <Typography variant="body2" color="textSecondary" data-testid="profile-last-sign-in">
                Last sign-in: {me.lastLoginAt ? serviceMoment(me.lastLoginAt) : "—"}
              </Typography>
              <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} disabled={readOnly || busy} sx={{ mt: 3 }}>
                Upload picture
                <input hidden type="file" accept={PICTURE_TYPES.join(",")} onChange={uploadPicture} aria-label="Profile picture" />
              </Button>
              <Typography variant="caption" color="textSecondary" sx={{ display: "block", mt: 1 }}>
                {CONSOLE_MESSAGES.pictureHint}
              </Typography>
            </CardContent>
          </Card>
        </Box>
        <Box>
          <Card>
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h4" component="h2" gutterBottom>Your details</Typography>
              <Stack component="form" spacing={2.5} noValidate onSubmit={saveNames} sx={{ maxWidth: 500, mt: 2 }}>
                {(["firstName", "lastName"] as const).map((name) => (
                  <TextInput
                    key={name}
                    label={name === "firstName" ? "First name" : "Last name"}
                    value={names[name]}
                    onChange={(e) => setNames((n) => ({ ...n, [name]: e.target.value }))}
                    error={Boolean(nameErrors[name])}
                    helperText={nameErrors[name]}
                    disabled={readOnly}
                    fullWidth
                  />
                ))}
                <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
                  <Button type="submit" variant="contained" disabled={readOnly || busy || hasErrors(nameErrors)}>Save</Button>
                  <Button variant="outlined" onClick={() => setDialog("email")}>Change Email</Button>
                  <Button variant="outlined" onClick={() => setDialog("password")}>Change Password</Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        </Box>
        <Box sx={{ gridColumn: { md: 2 } }}>
          <TwoFactorSection readOnly={readOnly} email={me.email} initialStatus={opening.twoFactor} />
        </Box>
        {dialog && <AccountDialogs open={dialog} onClose={() => setDialog(undefined)} user={{ readOnly }} />}
      </Box>
    </UsableWhenHydrated>
  );
}
