import type { ReactNode } from "react";
import type { PageRights } from "@/lib/access";
import { PageRightsProvider } from "@/components/engine/page-rights";
import { SignedInViewerProvider, type SignedInViewer } from "@/components/engine/viewer";
import { ViewerProvider } from "./viewer";

/**
 * What every part of an admin page reads of who is looking (lib/server/page-access.ts): the pages they
 * may open, their rights on this page, and who they are. The list pages and a row's own view (the
 * member view) are drawn inside the same three.
 */
export function PageProviders({ opens, rights, viewer, children }: { opens: readonly string[]; rights: PageRights; viewer: SignedInViewer; children: ReactNode }) {
  return (
    <ViewerProvider opens={opens}>
      <PageRightsProvider rights={rights}>
        <SignedInViewerProvider viewer={viewer}>{children}</SignedInViewerProvider>
      </PageRightsProvider>
    </ViewerProvider>
  );
}
