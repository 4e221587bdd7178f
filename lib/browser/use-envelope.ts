"use client";

import useSWR from "swr";
import { api } from "./api-client";
import type { Envelope } from "../envelope";

/**
 * An api answer for the browser, cached and revalidated by SWR. A list keeps its previous answer on
 * screen while the next loads (no flicker when paging); choices must not (a community of the religion
 * chosen before is no choice). A null path fetches nothing.
 */
export function useEnvelope<T>(path: string | null, { keepPrevious }: { keepPrevious: boolean }) {
  return useSWR<Envelope<T>>(path, (url: string) => api.get<T>(url), { keepPreviousData: keepPrevious, revalidateOnFocus: false });
}
