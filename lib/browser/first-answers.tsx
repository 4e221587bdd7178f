"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Envelope } from "../envelope";

/** The api's answers the server fetched while drawing this page, by the address the browser would ask. */
export type FirstAnswers = Record<string, Envelope>;

const FirstAnswersContext = createContext<FirstAnswers>({});

/**
 * Hands a page's first answers (lib/server/first-pages.ts) to the lists under it: each list draws its
 * answer at once instead of asking the api for it again (lib/browser/use-envelope.ts). The answers are
 * this request's, for this page: they live in its tree only, never in a cache another page reads.
 */
export function FirstAnswersProvider({ answers, children }: { answers: FirstAnswers; children: ReactNode }) {
  return <FirstAnswersContext.Provider value={answers}>{children}</FirstAnswersContext.Provider>;
}

export const useFirstAnswers = () => useContext(FirstAnswersContext);
