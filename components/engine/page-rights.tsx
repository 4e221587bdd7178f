"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { PageRights } from "@/lib/access";

/** Outside a page that says otherwise, nothing but reading: a control nobody vouched for is not drawn. */
const READ_ONLY: PageRights = { read: true, add: false, edit: false, delete: false };

const PageRightsContext = createContext<PageRights>(READ_ONLY);

/**
 * The rights of the signed-in administrator on the page being drawn (lib/access.ts `rightsOn`), given
 * once by the page so every list, dialog and toolbar inside it draws only the controls they allow.
 * Hiding is for the eye: the console's route handlers and the api refuse the calls anyway.
 */
export function PageRightsProvider({ rights, children }: { rights: PageRights; children: ReactNode }) {
  return <PageRightsContext.Provider value={rights}>{children}</PageRightsContext.Provider>;
}

export const usePageRights = () => useContext(PageRightsContext);
