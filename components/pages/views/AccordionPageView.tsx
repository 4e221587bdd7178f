"use client";

import { AccordionView } from "@/components/engine/views/AccordionView";
import type { PageViewProps } from "../views";
import { viewParts } from "./view-parts";

/** A parent list whose rows open onto their children (FAQs: categories and their questions). */
export function AccordionPageView({ page, readOnly, imageBaseUrl }: PageViewProps) {
  return <AccordionView parent={page.resources[0]} child={page.resources[1]} readOnly={readOnly} imageBaseUrl={imageBaseUrl} savedViews={{ slug: page.slug, view: "accordion", resources: page.resources }} />;
}

export const ACCORDION_VIEW_PARTS = viewParts(undefined);
