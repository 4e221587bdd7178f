import type { AdminPage } from "@/lib/pages";
import { PageHeader } from "@/components/shell/PageHeader";
import { EmptyState } from "@/components/shell/EmptyState";

/**
 * What an admin page shows. Pages whose screens arrive with later work (members, resources,
 * reports…) show their header and an empty state until their view is registered here.
 */
export function AdminPageView({ page }: { page: AdminPage }) {
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <EmptyState title="Nothing to show yet">{page.description}</EmptyState>
    </>
  );
}
