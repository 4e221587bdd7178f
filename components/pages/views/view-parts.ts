"use client";

import { loadResource, resourceReady } from "@/components/engine/resources";
import { LIST_LAYOUTS } from "@/components/engine/list/layouts";
import type { Preloadable } from "@/lib/browser/preloadable";
import { loadPageSlots, pageSlotsReady } from "../slots";

/** What is preloaded of a page: the sidebar's items and the page being drawn give the same. */
export interface PreloadedPage {
  slug: string;
  resources?: readonly string[];
}

/** What a view needs, beside its own code, before it can draw its rows. */
export interface ViewParts {
  preload(page: PreloadedPage): Promise<unknown>;
  ready(page: PreloadedPage): boolean;
}

/**
 * A view's parts: its list layout's code, the declarations it draws as it opens, the page's slots.
 * This module is imported by the views only, so each of their chunk groups asks for these chunks:
 * modules a layout or a slot shares with the view are then downloaded once, not copied into chunks
 * of their own (docs/performance.md, "Moving between pages").
 */
export function viewParts(layout: Preloadable<never> | undefined, drawnFirst: (resources: readonly string[]) => readonly string[] = (resources) => resources): ViewParts {
  return {
    preload: (page) => Promise.all([layout?.preload(), ...drawnFirst(page.resources ?? []).map(loadResource), loadPageSlots(page.slug)]),
    ready: (page) => (layout?.loaded() ?? true) && drawnFirst(page.resources ?? []).every(resourceReady) && pageSlotsReady(page.slug),
  };
}

/** A list or cards draw the page's first resource only (App Users' documents list is its Verify Doc dialog's). */
export const firstResource = (resources: readonly string[]) => resources.slice(0, 1);
export const TABLE = LIST_LAYOUTS.table as Preloadable<never>;
export const CARDS = LIST_LAYOUTS.cards as Preloadable<never>;
export const ROWS = LIST_LAYOUTS.rows as Preloadable<never>;
