import type { ComponentType } from "react";
import type { PageView } from "@/lib/pages";
import { ResourcePage } from "@/components/engine/ResourcePage";

/** What a view is given: the page (plain data, it crosses to the browser) and who is looking. */
export interface PageViewProps {
  page: { slug: string; resources: string[] };
  readOnly: boolean;
  imageBaseUrl: string;
}

function ListView({ page, readOnly, imageBaseUrl }: PageViewProps) {
  return <ResourcePage resourceKey={page.resources[0]} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />;
}

/** Each view of lib/pages.ts, drawn over the page's resources. */
export const PAGE_VIEWS: Partial<Record<PageView, ComponentType<PageViewProps>>> = {
  list: ListView,
};
