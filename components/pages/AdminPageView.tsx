import { Suspense } from "react";
import type { PageRights } from "@/lib/access";
import { viewOf, type AdminPage } from "@/lib/pages";
import { PageRightsProvider } from "@/components/engine/page-rights";
import { PageHeader } from "@/components/shell/PageHeader";
import { EmptyState } from "@/components/shell/EmptyState";
import { PAGE_VIEWS } from "./views";
import { ViewerProvider } from "./viewer";

interface Props {
  page: AdminPage;
  /** The demo administrator: its data-changing controls are disabled. */
  readOnly: boolean;
  /** What the administrator may do on the page: controls for anything else are not drawn. */
  rights: PageRights;
  imageBaseUrl: string;
  /** The slugs of the pages the viewer may open: links to others are not drawn. */
  opens: readonly string[];
}

/**
 * What an admin page shows: the view lib/pages.ts names for it over the resources it owns, or, for
 * pages whose screens arrive with later work (members, reports…), their header and an empty state.
 */
export function AdminPageView({ page, readOnly, rights, imageBaseUrl, opens }: Props) {
  const view = viewOf(page);
  const View = view ? PAGE_VIEWS[view] : undefined;
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      {View ? (
        <Suspense>
          <ViewerProvider opens={opens}>
            <PageRightsProvider rights={rights}>
              <View page={{ slug: page.slug, resources: [...(page.resources ?? [])] }} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />
            </PageRightsProvider>
          </ViewerProvider>
        </Suspense>
      ) : (
        <EmptyState title="Nothing to show yet">{page.description}</EmptyState>
      )}
    </>
  );
}
