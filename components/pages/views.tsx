import type { ComponentType } from "react";
import type { PageView } from "@/lib/pages";
import { AccordionView } from "@/components/engine/views/AccordionView";
import { PanesView } from "@/components/engine/views/PanesView";
import { PageToolbar } from "./toolbars";
import { ReportView } from "@/components/engine/views/ReportView";
import { CardsView, ListView } from "./views/ListView";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

/** Pages drawn by a component of their own (view "custom"), by page slug; it composes the engine's parts. */
const CUSTOM_VIEWS: Record<string, ComponentType<PageViewProps>> = {};

function CustomView(props: PageViewProps) {
  const View = CUSTOM_VIEWS[props.page.slug];
  if (!View) throw new Error(`The page "${props.page.slug}" says view "custom" but no component is registered for it.`);
  return <View {...props} />;
}

/** Each view of lib/pages.ts, drawn over the page's resources. */
export const PAGE_VIEWS: Partial<Record<PageView, ComponentType<PageViewProps>>> = {
  list: ListView,
  custom: CustomView,
  cards: CardsView,
  panes: ({ page, readOnly, imageBaseUrl }) => (
    <PanesView resources={page.resources} readOnly={readOnly} imageBaseUrl={imageBaseUrl} toolbar={<PageToolbar slug={page.slug} readOnly={readOnly} />} />
  ),
  report: ({ page }) => <ReportView reportKey={page.slug} slug={page.slug} />,
  accordion: ({ page, readOnly, imageBaseUrl }) => <AccordionView parent={page.resources[0]} child={page.resources[1]} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />,
};
