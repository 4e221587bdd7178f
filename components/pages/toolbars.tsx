"use client";

import { usePageSlots } from "./slots";

/** A page's own toolbar slot above a view made of several lists (panes); read in the browser's bundle. */
export function PageToolbar({ slug, readOnly }: { slug: string; readOnly: boolean }) {
  const slots = usePageSlots(slug);
  return <>{slots.toolbar?.({ readOnly }) ?? null}</>;
}
