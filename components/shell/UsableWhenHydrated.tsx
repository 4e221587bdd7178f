"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/lib/browser/use-hydrated";

/** A fieldset's own frame, taken away: it is here only to keep the controls disabled. */
const UNFRAMED = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * What the server drew, its controls disabled until React has taken the HTML over (a disabled
 * fieldset for buttons and fields, aria-disabled for links and rows): a click before then would do
 * nothing, as a form's submit button is disabled until then (lib/browser/use-hydrated.ts).
 */
export function UsableWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} aria-disabled={hydrated ? undefined : true} role="presentation" style={UNFRAMED}>
      {children}
    </fieldset>
  );
}
