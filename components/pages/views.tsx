import type { ComponentType } from "react";
import type { PageView } from "@/lib/pages";
import { AccordionView } from "@/components/engine/views/AccordionView";
import { PanesView } from "@/components/engine/views/PanesView";
import { PageToolbar } from "./toolbars";
import { CardsView, ListView } from "./views/ListView";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

/** Each view of lib/pages.ts, drawn over the page's resources. */
export const PAGE_VIEWS: Partial<Record<PageView, ComponentType<PageViewProps>>> = {
  list: ListView,
  cards: CardsView,
  panes: ({ page, readOnly, imageBaseUrl }) => (
    <PanesView resources={page.resources} readOnly={readOnly} imageBaseUrl={imageBaseUrl} toolbar={<PageToolbar slug={page.slug} readOnly={readOnly} />} />
  ),
  accordion: ({ page, readOnly, imageBaseUrl }) => <AccordionView parent={page.resources[0]} child={page.resources[1]} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />,
};
