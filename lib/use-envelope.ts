"use client";

import useSWR from "swr";
import { api } from "./api-client";
import type { Envelope } from "./envelope";

/**
 * An api answer for the browser, cached and revalidated by SWR: the previous answer stays on
 * screen while the next loads (no flicker when paging). A null path fetches nothing.
 */
export function useEnvelope<T>(path: string | null) {
  return useSWR<Envelope<T>>(path, (url: string) => api.get<T>(url), { keepPreviousData: true, revalidateOnFocus: false });
}
