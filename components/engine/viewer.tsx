"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Grant } from "@/lib/access";
import type { Viewer } from "@/lib/engine/define";

/** Who is signed in, as the engine's lists and forms need them: whose row is whose, and what they hold. */
export type SignedInViewer = Viewer & Grant;

/** Without a provider nobody is known: no control that depends on who is looking is offered. */
const NOBODY: SignedInViewer = { id: 0, roleId: 0, pagePermissions: [] };

const ViewerContext = createContext<SignedInViewer>(NOBODY);

/**
 * Given once by the page, from the server's session: rows the declaration locks for this viewer draw
 * their controls disabled with the reason, and fields only a full administrator sets are drawn for them
 * only. Like the page's rights, this is for the eye: the api refuses the same changes.
 */
export function SignedInViewerProvider({ viewer, children }: { viewer: SignedInViewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export const useSignedInViewer = () => useContext(ViewerContext);

// From lib/roles.ts, not lib/access.ts: the viewer's context is in every admin page's first load, and
// lib/access.ts would bring the list of pages with it.
export { isFullAdmin } from "@/lib/roles";
