import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageBySlug, pagePath } from "@/lib/pages";
import { requireAccess } from "@/lib/server/session";
import { PageHeader } from "@/components/shell/PageHeader";
import { EmptyState } from "@/components/shell/EmptyState";

const APP_USERS = pageBySlug("appuser")!;

export const metadata: Metadata = { title: APP_USERS.title };

/** One member's profile, requests, purchases and documents (filled by the members issue). */
export default async function AppUserView({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  await requireAccess(`${pagePath(APP_USERS)}/view/${id}`);
  return (
    <>
      <PageHeader title={APP_USERS.title} description={`Member #${id}`} />
      <EmptyState title="No member details yet">The member&apos;s profile, requests, packages and documents appear here.</EmptyState>
    </>
  );
}
