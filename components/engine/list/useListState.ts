"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { useSearchChange } from "@/lib/browser/use-search-change";
import type { ResourceDef } from "@/lib/engine/define";
import { DEFAULT_PAGE_SIZE } from "@/lib/engine/list-query";
import { filterKeys, listQueryOf, listStateOf, type ListState } from "@/lib/engine/list-state";
import { useConsoleFlags } from "@/components/shell/console-flags";

export type { ListState };

export type ListChange = Partial<Omit<ListState, "filters">> & { filters?: Record<string, string | undefined> };

const STATE_KEYS = ["page", "pageSize", "search", "sort", "order"];
const typing = (change: ListChange) => Object.keys(change).length === 1 && "search" in change;

/**
 * The list's state lives in the URL: reload, back and a shared link restore it. Values a person
 * typed into the address bar are kept only when they make sense; the api checks them again.
 * Several lists on one page (Region's panes, an FAQ category's questions) keep theirs apart by a
 * prefix; `fixed` filters (the chosen parent) are the page's, not the person's, and never in the URL.
 */
export function useListState(
  resource: ResourceDef,
  { prefix = "", fixed = {}, defaultPageSize = DEFAULT_PAGE_SIZE }: { prefix?: string; fixed?: Record<string, string>; defaultPageSize?: number } = {},
) {
  const params = useSearchParams();
  const flags = useConsoleFlags();
  const fixedKey = JSON.stringify(fixed);

  const state = useMemo<ListState>(
    () => listStateOf(resource, (name) => params.get(name), { prefix, fixed: JSON.parse(fixedKey) as Record<string, string>, defaultPageSize, flags }),
    [params, resource, prefix, fixedKey, defaultPageSize, flags],
  );

  /** The api's query string for this state (the same names as the URL's, without the prefix). */
  const query = useMemo(() => listQueryOf(state), [state]);

  const change = useSearchChange();
  const update = useCallback(
    (listChange: ListChange) =>
      // Built on the last change asked for, not the URL shown: a search typed before a pane's choice must keep the choice.
      change((next) => {
        for (const [key, value] of Object.entries({ ...listChange, filters: undefined })) {
          if (value === undefined) continue;
          if (value === "" || (key === "page" && value === 1)) next.delete(prefix + key);
          else next.set(prefix + key, String(value));
        }
        for (const [key, value] of Object.entries(listChange.filters ?? {})) {
          if (value) next.set(prefix + key, value);
          else next.delete(prefix + key);
        }
        // Anything but paging starts again from the first page.
        if (listChange.page === undefined) next.delete(`${prefix}page`);
        // Each step is one of the browser's history, so back undoes it; typing a search is not many steps.
      }, typing(listChange) ? "replace" : "push"),
    [change, prefix],
  );

  /** Forgets this list's state (a pane whose parent changed starts again from its first page). */
  const reset = useCallback(
    (next: URLSearchParams) => {
      for (const key of [...STATE_KEYS, ...filterKeys(resource)]) next.delete(prefix + key);
    },
    [resource, prefix],
  );

  return { state, query, update, reset };
}
