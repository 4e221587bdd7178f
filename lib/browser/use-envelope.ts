"use client";

import { useEffect } from "react";
import useSWR, { useSWRConfig, type SWRResponse } from "swr";
import { api, CONSOLE_CHANGED } from "./api-client";
import { useFirstAnswers, type FirstAnswers } from "./first-answers";
import type { Envelope } from "../envelope";

const ON_SERVER = typeof window === "undefined";

/** The page's answers a list has drawn, by the page's answers object: the same page restored later (back) asks again. */
const spentAnswers = new WeakMap<FirstAnswers, Set<string>>();

/**
 * Whether a page's answers may predate a change this tab made: the change was accepted after the page
 * before them was drawn, so perhaps while they were on their way (a search typed, then a row saved
 * before the search's page came back). The moment they were asked for is not known here; the page
 * before's arrival is the earliest it can have been, so at worst a list asks the api once more (a save,
 * then a move to another page: its answer already holds the save). Counted, not timed: a coarse clock
 * could make a change and an arrival look simultaneous.
 */
let changes = 0;
let changesAtLastArrival = 0;
const mayPredateAChange = new WeakMap<FirstAnswers, boolean>();
if (!ON_SERVER) window.addEventListener(CONSOLE_CHANGED, () => void (changes += 1));
function arrived(answers: FirstAnswers): boolean {
  let stale = mayPredateAChange.get(answers);
  if (stale === undefined) {
    stale = changes > changesAtLastArrival;
    mayPredateAChange.set(answers, stale);
    changesAtLastArrival = changes;
  }
  return stale;
}

/**
 * An api answer for the browser, cached and revalidated by SWR. A list keeps its previous answer on
 * screen while the next loads (no flicker when paging); choices must not (a community of the religion
 * chosen before is no choice). A null path fetches nothing.
 *
 * An answer the server fetched with the page (lib/browser/first-answers.tsx) goes into SWR's cache under
 * the address it was fetched for, as SWR caches the api's own answers, and is drawn at once without
 * asking the api again. From then on it is SWR's like any other: a `mutate` naming that address, or a
 * key filter matching it (a document verified in a dialog reloads the App Users lists), asks the api and
 * replaces it. It is only ever drawn under its own address, so never for another page, search or sort.
 * It does not replace an answer SWR already has: the page may have been asked for before a change this
 * browser made since, so there SWR's usual way holds, its cached answer at once and then the api's.
 * Once drawn it is spent: the same page shown again (back, forward) is SWR's usual way too. And it is
 * asked again at once when this tab saved something while it may have been on its way.
 */
export function useEnvelope<T>(path: string | null, { keepPrevious }: { keepPrevious: boolean }): SWRResponse<Envelope<T>> {
  const { cache } = useSWRConfig();
  const answers = useFirstAnswers();
  const given = path === null || spentAnswers.get(answers)?.has(path) ? undefined : (answers[path] as Envelope<T> | undefined);
  const cached: unknown = path === null ? undefined : cache.get(path)?.data;
  // Before useSWR reads the cache, so that its first render draws it (SWR adds the key its filters
  // match, `_k`, when the hook mounts, as for the answers it fetches itself).
  // Not on the server: its SWR cache is the process's, shared by every request; there the answer is
  // SWR's fallback for this render only.
  if (given && path !== null && cached === undefined && !ON_SERVER) cache.set(path, { data: given, error: undefined, isLoading: false, isValidating: false });
  const fromPage = given !== undefined && (cached === undefined || cached === given);
  // Drawn at once all the same, and asked again from the api when it may be older than a change.
  const current = fromPage && !ON_SERVER ? !arrived(answers) : fromPage;
  const answer = useSWR<Envelope<T>>(path, (url: string) => api.get<T>(url), {
    keepPreviousData: keepPrevious,
    ...(ON_SERVER && given ? { fallbackData: given } : {}),
    revalidateOnFocus: false,
    // The page's answer is as new as it gets: asking for it again, as the list mounts or moves to its
    // address (the next page, asked through the server), would only repeat it.
    ...(current ? { revalidateOnMount: false, revalidateIfStale: false } : {}),
  });
  useEffect(() => {
    if (!fromPage || path === null) return;
    const spent = spentAnswers.get(answers) ?? new Set<string>();
    spentAnswers.set(answers, spent.add(path));
  }, [answers, path, fromPage]);
  return answer;
}
