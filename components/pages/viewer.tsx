"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * Who is looking at a page, for the parts of it that depend on it: the slugs of the pages they may
 * open. A link to a page they may not open would sign them out (lib/access.ts), so such links are
 * drawn as plain text. Without a provider nothing is linked.
 */
const OpenablePages = createContext<readonly string[]>([]);

export function ViewerProvider({ opens, children }: { opens: readonly string[]; children: ReactNode }) {
  return <OpenablePages.Provider value={opens}>{children}</OpenablePages.Provider>;
}

/** Whether the viewer may open the page with this slug. */
export function useMayOpen(slug: string): boolean {
  return useContext(OpenablePages).includes(slug);
}
