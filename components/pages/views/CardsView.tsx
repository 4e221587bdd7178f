"use client";

import { ResourceList } from "@/components/engine/ResourceList";
import { PAGE_SLOTS } from "../slots";
import type { PageViewProps } from "../views";

/** The engine's cards of the page's resource, with the page's slots. */
export function CardsView({ page, readOnly, imageBaseUrl }: PageViewProps) {
  return <ResourceList resourceKey={page.resources[0]} readOnly={readOnly} imageBaseUrl={imageBaseUrl} layout="cards" slots={PAGE_SLOTS[page.slug]} />;
}
