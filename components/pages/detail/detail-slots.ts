"use client";

import { use } from "react";
import type { ListSlots } from "@/components/engine/list/types";

type TabSlots = Record<string, ListSlots>;

/**
 * What each page adds to its detail tabs' lists, by page slug, then by tab key: loaded with the first
 * tab opened, never with the record's page.
 */
const DETAIL_SLOTS: Record<string, () => Promise<TabSlots>> = {
  // Other members as links to their views, statuses as chips, moments in local time, Verify on documents.
  appuser: () => import("../members/tab-slots").then((m) => m.MEMBER_TAB_SLOTS),
};

const NONE: TabSlots = {};
const loading = new Map<string, Promise<TabSlots>>();

/** The slots of a page's tabs, suspending until they are here (the same promise for every caller). */
export function useDetailSlots(slug: string): TabSlots {
  const load = DETAIL_SLOTS[slug];
  if (!load) return NONE;
  let slots = loading.get(slug);
  if (!slots) loading.set(slug, (slots = load()));
  return use(slots);
}
