import { Suspense } from "react";
import type { AdminPage } from "@/lib/pages";
import { PageHeader } from "@/components/shell/PageHeader";
import { EmptyState } from "@/components/shell/EmptyState";
import { ResourcePage } from "@/components/resource/ResourcePage";

interface Props {
  page: AdminPage;
  /** The demo administrator: its data-changing controls are disabled. */
  readOnly: boolean;
  imageBaseUrl: string;
}

/**
 * What an admin page shows: the list of its declared resource, or, for pages whose screens arrive
 * with later work (members, reports…), their header and an empty state.
 */
export function AdminPageView({ page, readOnly, imageBaseUrl }: Props) {
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      {page.resource ? (
        <Suspense>
          <ResourcePage resourceKey={page.resource.key} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />
        </Suspense>
      ) : (
        <EmptyState title="Nothing to show yet">{page.description}</EmptyState>
      )}
    </>
  );
}
