"use client";

import { PanesView } from "@/components/engine/views/PanesView";
import { PageToolbar } from "../toolbars";
import type { PageViewProps } from "../views";
import { ROWS, viewParts } from "./view-parts";

/** Lists side by side, each narrowing the next (Region), under the page's own toolbar. */
export function PanesPageView({ page, readOnly, imageBaseUrl }: PageViewProps) {
  return <PanesView resources={page.resources} readOnly={readOnly} imageBaseUrl={imageBaseUrl} toolbar={<PageToolbar slug={page.slug} readOnly={readOnly} />} savedViews={{ slug: page.slug, view: "panes", resources: page.resources }} />;
}

export const PANES_VIEW_PARTS = viewParts(ROWS);
