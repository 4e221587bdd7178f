"use client";

import { PAGE_SLOTS } from "./slots";

/** A page's own toolbar slot above a view made of several lists (panes); read in the browser's bundle. */
export function PageToolbar({ slug, readOnly }: { slug: string; readOnly: boolean }) {
  return <>{PAGE_SLOTS[slug]?.toolbar?.({ readOnly }) ?? null}</>;
}
