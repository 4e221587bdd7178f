"use client";

import { ResourceList } from "@/components/engine/ResourceList";
import { loadResource } from "@/components/engine/resources";
import { usePageSlots } from "../slots";
import type { PageViewProps } from "../views";
import { CARDS, firstResource, viewParts } from "./view-parts";

/** The engine's cards of the page's resource, with the page's slots. */
export function CardsView({ page, readOnly, imageBaseUrl }: PageViewProps) {
  // The declaration starts loading now, beside the slots, not after them.
  void loadResource(page.resources[0]);
  const slots = usePageSlots(page.slug);
  return <ResourceList resourceKey={page.resources[0]} readOnly={readOnly} imageBaseUrl={imageBaseUrl} layout="cards" slots={slots} savedViews={{ slug: page.slug, view: "cards", resources: page.resources }} />;
}

export const CARDS_VIEW_PARTS = viewParts(CARDS, firstResource);
