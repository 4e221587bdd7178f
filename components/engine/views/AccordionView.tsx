"use client";

import { useMemo } from "react";
import type { SavedViewsPage } from "@/lib/saved-views";
import { requireResource, useResources } from "../resources";
import { ResourceList } from "../ResourceList";
import type { LayoutProps } from "../list/types";
import { AccordionLayout } from "./AccordionLayout";

/** A parent resource as accordions holding its children: the page's resources are [parent, child]. */
export function AccordionView({ parent, child, readOnly, imageBaseUrl, savedViews }: { parent: string; child: string; readOnly: boolean; imageBaseUrl: string; savedViews?: SavedViewsPage }) {
  useResources([parent, child]);
  const field = Object.entries(requireResource(child).fields).find(([, f]) => f.kind === "ref" && f.resource === parent)?.[0];
  if (!field) throw new Error(`${child} has no field pointing at ${parent}`);
  const Layout = useMemo(
    () =>
      function ParentAccordions(props: LayoutProps) {
        return <AccordionLayout {...props} child={{ resource: child, field, readOnly }} />;
      },
    [child, field, readOnly],
  );
  return <ResourceList resourceKey={parent} readOnly={readOnly} imageBaseUrl={imageBaseUrl} layout={Layout} savedViews={savedViews} />;
}
