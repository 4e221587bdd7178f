"use client";

import { use, type ComponentType } from "react";
import { settling } from "@/lib/browser/preloadable";
import type { PageViewProps } from "../views";
import type { ViewParts } from "./view-parts";

type CustomViewComponent = ComponentType<PageViewProps>;

/**
 * Pages drawn by a component of their own (view "custom"), by page slug; each composes the engine's
 * parts. Each is a chunk of its own, loaded as the view's part, so a page downloads its own component
 * (the dashboard's charts) and no other page's, and draws it in the same render as its view.
 */
const CUSTOM_VIEWS: Record<string, () => Promise<CustomViewComponent>> = {
  // Cards, charts and tables of one range of days (components/pages/dashboard, docs/dashboard.md).
  dashboard: () => import("../dashboard/DashboardView").then((m) => m.DashboardView),
  // One waiting item at a time, decided by keyboard (components/pages/review, docs/review.md).
  review: () => import("../review/ReviewView").then((m) => m.ReviewView),
  // A tab per group of flags, each drawn by its declared field, one Save (components/pages/setting, docs/setting.md).
  setting: () => import("../setting/SettingView").then((m) => m.SettingView),
};

const loading = new Map<string, Promise<{ View: CustomViewComponent }>>();
/** Pages whose component is here: drawn without suspending (lib/browser/preloadable.tsx says why). */
const loaded = new Set<string>();

function loadCustomView(slug: string): Promise<{ View: CustomViewComponent }> {
  let component = loading.get(slug);
  if (!component) {
    const load = CUSTOM_VIEWS[slug];
    if (!load) throw new Error(`The page "${slug}" says view "custom" but no component is registered for it.`);
    // Marked once settled, so that `use` reads a component already here in the same render.
    component = settling(
      load().then(
        (View) => {
          loaded.add(slug);
          return { View };
        },
        (error: unknown) => {
          // Asked again by the next preload or render: a chunk that failed to arrive may arrive then.
          loading.delete(slug);
          throw error;
        },
      ),
    );
    loading.set(slug, component);
  }
  return component;
}

export const CUSTOM_VIEW_PARTS: ViewParts = {
  preload: (page) => loadCustomView(page.slug),
  ready: (page) => loaded.has(page.slug),
};

export function CustomView(props: PageViewProps) {
  const { View } = use(loadCustomView(props.page.slug));
  return <View {...props} />;
}
