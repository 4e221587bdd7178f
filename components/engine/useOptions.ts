"use client";

import { useEnvelope } from "@/lib/browser/use-envelope";
import { apiPaths } from "@/lib/api-paths";

export interface Option {
  id: number;
  name: string | number;
}

/**
 * The active rows of a resource for a select, narrowed by a filter (communities of a religion).
 * `enabled` false (a parent not chosen yet) gives no options and makes no call.
 */
export function useOptions(resourceKey: string, filter: Record<string, unknown> = {}, enabled = true) {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => [k, String(v)])).toString();
  const { data, isLoading } = useEnvelope<Option>(enabled ? apiPaths.options(resourceKey, query) : null, { keepPrevious: false });
  return { options: enabled && data?.status === 200 ? data.recordList : [], loading: isLoading };
}
