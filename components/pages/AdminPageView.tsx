import type { PageRights } from "@/lib/access";
import type { FirstPages } from "@/lib/engine/first-lists";
import { FirstAnswersProvider } from "@/lib/browser/first-answers";
import { viewOf, type AdminPage } from "@/lib/pages";
import type { SignedInViewer } from "@/components/engine/viewer";
import { PageHeader } from "@/components/shell/PageHeader";
import { EmptyState } from "@/components/shell/EmptyState";
import { PageViewOf } from "./views";
import { PageProviders } from "./PageProviders";
import Alert from "@mui/material/Alert";

interface Props {
  page: AdminPage;
  /** The demo administrator: its data-changing controls are disabled. */
  readOnly: boolean;
  /** What the administrator may do on the page: controls for anything else are not drawn. */
  rights: PageRights;
  imageBaseUrl: string;
  /** The slugs of the pages the viewer may open: links to others are not drawn. */
  opens: readonly string[];
  /** Who is looking: their own row and the rows locked for them are drawn as such. */
  viewer: SignedInViewer;
  /** The first rows of the lists the view opens with, fetched while this page was drawn. */
  firstPages: FirstPages;
  /** The Setting turned the page's part of the product off: what the page says of it above its records, which stay. */
  switchedOff?: string;
}

/**
 * What an admin page shows: the view lib/pages.ts names for it over the resources it owns, or, for
 * pages whose screens arrive with later work (members, reports…), their header and an empty state.
 */
export function AdminPageView({ page, readOnly, rights, imageBaseUrl, opens, viewer, firstPages, switchedOff }: Props) {
  const view = viewOf(page);
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      {switchedOff && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {switchedOff}
        </Alert>
      )}
      {view ? (
        <PageProviders opens={opens} rights={rights} viewer={viewer}>
          <FirstAnswersProvider answers={firstPages}>
            <PageViewOf view={view} page={{ slug: page.slug, resources: [...(page.resources ?? [])] }} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />
          </FirstAnswersProvider>
        </PageProviders>
      ) : (
        <EmptyState title="Nothing to show yet">{page.description}</EmptyState>
      )}
    </>
  );
}
