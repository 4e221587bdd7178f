import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Alert from "@mui/material/Alert";
import { MAX_ID } from "@/lib/engine/fields";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug, pagePath } from "@/lib/pages";
import type { MemberProfile } from "@/lib/resources/members/profile";
import { readApi } from "@/lib/server/api-read";
import { consoleEnv } from "@/lib/server/env";
import { pageAccessOf } from "@/lib/server/page-access";
import { PageProviders } from "@/components/pages/PageProviders";
import { PageHeader } from "@/components/shell/PageHeader";
import { MemberDecisions } from "@/components/pages/members/MemberDecisions";
import { MemberHeader } from "@/components/pages/members/MemberHeader";
import { MemberView } from "@/components/pages/members/MemberView";
import { apiPaths } from "@/lib/api-paths";

const APP_USERS = pageBySlug("appuser")!;

export const metadata: Metadata = { title: APP_USERS.title };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The query of this request, to come back to it after a refreshed sign-in. */
function queryOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) for (const one of [value ?? []].flat()) query.append(key, one);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** One member: their whole profile, and a tab for each list of theirs (docs/members.md, "Member view"). */
export default async function AppUserView({ params, searchParams }: Props) {
  const { id } = await params;
  // Only a positive whole number names a member; anything else is no page.
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) notFound();
  const path = `${pagePath(APP_USERS)}/view/${id}`;
  const { readOnly, rights, opens, viewer } = await pageAccessOf(APP_USERS, path);
  const answer = await readApi<MemberProfile>(apiPaths.ofRow("appuser", id, "profile"), `${path}${queryOf(await searchParams)}`);
  if (answer.status === 404) notFound();
  const profile = answer.status === 200 ? answer.body.recordList[0] : undefined;
  if (!profile) {
    return (
      <>
        <PageHeader title={APP_USERS.title} description={APP_USERS.description} />
        <Alert severity="error">{answer.body.message ?? MESSAGES.backendUnavailable}</Alert>
      </>
    );
  }
  return (
    <PageProviders opens={opens} rights={rights} viewer={viewer}>
      <MemberHeader account={profile.account} listHref={pagePath(APP_USERS)} decisions={<MemberDecisions memberId={profile.id} readOnly={readOnly} />} />
      <Suspense>
        <MemberView profile={profile} readOnly={readOnly} imageBaseUrl={consoleEnv().IMAGE_BASE_URL} />
      </Suspense>
    </PageProviders>
  );
}
