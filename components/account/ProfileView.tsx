"use client";

import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import { format } from "date-fns";
import { useSnackbar } from "notistack";
import { profileSchema, type ProfileValues } from "@/lib/account-forms";
import { api, uploadFile } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import type { Envelope } from "@/lib/envelope";
import { PICTURE_MESSAGES, PICTURE_TYPES, pictureProblem } from "@/lib/pictures";
import type { Credentials } from "@/lib/credentials";
import { MESSAGES } from "@/lib/messages";
import { AccountDialogs, type AccountDialog } from "./AccountDialogs";
import { TwoFactorSection } from "./TwoFactorSection";

type Me = Credentials & { lastLoginAt: string | null };


/** The signed-in administrator's own page: details, names, picture, and the two account dialogs. */
export function ProfileView({ imageBaseUrl }: { imageBaseUrl: string }) {
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const send = useApiAction();
  const [me, setMe] = useState<Me>();
  const [names, setNames] = useState<ProfileValues>({ firstName: "", lastName: "" });
  const [dialog, setDialog] = useState<AccountDialog>();
  const [busy, setBusy] = useState(false);

  const show = (record: Me) => {
    setMe(record);
    setNames({ firstName: record.firstName, lastName: record.lastName });
  };

  useEffect(() => {
    api.get<Me>("/api/admin/users/me").then((answer) => {
      if (answer.status === 200 && answer.recordList[0]) show(answer.recordList[0]);
      else if (answer.status === 401) router.replace("/");
      else enqueueSnackbar(answer.message ?? MESSAGES.backendUnavailable, { variant: "error" });
    }, () => enqueueSnackbar(MESSAGES.backendUnavailable, { variant: "error" }));
  }, [router, enqueueSnackbar]);

  const parsed = profileSchema.safeParse(names);
  const nameErrors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));

  async function settle(call: () => Promise<Envelope>, success: string) {
    const answer = await send(call, { success });
    if (answer?.status !== 200) return;
    const record = answer.recordList[0] as Credentials;
    setMe((current) => current && { ...current, ...record });
    router.refresh();
  }

  async function saveNames(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    setBusy(true);
    await settle(() => api.put("/api/admin/users/profile", parsed.data), "Your profile is saved");
    setBusy(false);
  }

  async function uploadPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return enqueueSnackbar(problem, { variant: "error" });
    setBusy(true);
    await settle(() => uploadFile("/api/admin/users/profile/image", file), "Your picture is saved");
    setBusy(false);
  }

  if (!me) return <CircularProgress aria-label="Loading your profile" />;
  const readOnly = Boolean(me.readOnly);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardContent sx={{ textAlign: "center", p: 4 }}>
            <Avatar src={me.image ? `${imageBaseUrl}${me.image}` : undefined} alt={`${me.firstName} ${me.lastName}`} sx={{ width: 120, height: 120, mx: "auto", mb: 2, fontSize: 48, bgcolor: "primary.main" }}>
              {me.firstName.charAt(0).toUpperCase()}
            </Avatar>
            <Typography variant="h4" component="p">{`${me.firstName} ${me.lastName}`.trim()}</Typography>
            <Typography color="text.secondary" data-testid="profile-email">{me.email}</Typography>
            <Typography color="text.secondary" gutterBottom>{me.roleName}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="profile-last-sign-in">
              Last sign-in: {me.lastLoginAt ? format(new Date(me.lastLoginAt), "d MMM yyyy, HH:mm") : "—"}
            </Typography>
            <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} disabled={readOnly || busy} sx={{ mt: 3 }}>
              Upload picture
              <input hidden type="file" accept={PICTURE_TYPES.join(",")} onChange={uploadPicture} aria-label="Profile picture" />
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
              {PICTURE_MESSAGES.hint}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h4" component="h2" gutterBottom>Your details</Typography>
            <Stack component="form" spacing={2.5} noValidate onSubmit={saveNames} sx={{ maxWidth: 500, mt: 2 }}>
              {(["firstName", "lastName"] as const).map((name) => (
                <TextField
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
                <Button type="submit" variant="contained" disabled={readOnly || busy || !parsed.success}>Save</Button>
                <Button variant="outlined" onClick={() => setDialog("email")}>Change Email</Button>
                <Button variant="outlined" onClick={() => setDialog("password")}>Change Password</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} offset={{ md: 4 }}>
        <TwoFactorSection readOnly={readOnly} email={me.email} />
      </Grid>
      <AccountDialogs open={dialog} onClose={() => setDialog(undefined)} user={{ readOnly }} />
    </Grid>
  );
}
