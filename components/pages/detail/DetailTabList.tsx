"use client";

import type { DetailTab } from "@/lib/engine/detail";
import { ResourceList } from "@/components/engine/ResourceList";
import { useDetailSlots } from "./detail-slots";

/**
 * One tab's list, loaded only when a list tab is first opened (the grid is the heaviest part of the
 * page): the tab's resource fixed to the record. Its paging, sort and filters live in the URL under the
 * tab's own prefix (`sent.page=2`), so each tab keeps its place beside the others.
 */
export default function DetailTabList({ slug, tab, recordId, readOnly, imageBaseUrl }: { slug: string; tab: DetailTab; recordId: number; readOnly: boolean; imageBaseUrl: string }) {
  const slots = useDetailSlots(slug)[tab.key] ?? {};
  return <ResourceList resourceKey={tab.resource} fixed={{ [tab.filter]: String(recordId) }} prefix={`${tab.key}.`} slots={slots} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />;
}
