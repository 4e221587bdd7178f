import type { Metadata } from "next";
import { consoleEnv } from "@/lib/server/env";
import { pageBySlug, pagePath } from "@/lib/pages";
import { ownAccountOpening } from "@/lib/server/own-account";
import { requireAccess } from "@/lib/server/session";
import { PageHeader } from "@/components/shell/PageHeader";
import { ProfileView } from "@/components/account/ProfileView";
import Alert from "@mui/material/Alert";
import { MESSAGES } from "@/lib/messages";
import { pushWebConfig } from "@/lib/push-web";

const PROFILE = pageBySlug("profile")!;

export const metadata: Metadata = { title: PROFILE.title };

export default async function ProfilePage() {
  await requireAccess(pagePath(PROFILE));
  const opening = await ownAccountOpening();
  return (
    <>
      <PageHeader title={PROFILE.title} description={PROFILE.description} />
      {/* Said here once, where an administrator looks after their own account (docs/push.md). */}
      {!pushWebConfig(consoleEnv()) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MESSAGES.pushConsoleOff}
        </Alert>
      )}
      <ProfileView imageBaseUrl={consoleEnv().IMAGE_BASE_URL} opening={opening} />
    </>
  );
}
