"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { apiPaths } from "@/lib/api-paths";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { useSearchChange } from "@/lib/browser/use-search-change";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import type { Envelope } from "@/lib/envelope";
import type { SavedView, SavedViewsPage } from "@/lib/saved-views";
import { viewAddressNames, viewListsOf, viewQueryOf } from "@/lib/saved-view-state";
import { requireResource } from "../../resources";

/** What a new view, or a change of one, sends (docs/saved-views.md). */
export interface ViewChange {
  name?: string;
  query?: string;
  shared?: boolean;
}

/**
 * A page's saved views as the Views menu and its dialogs use them: the views offered, the view the
 * address shows now (the query a view of it would hold), choosing one, and saving, changing and
 * deleting one's own. Each change's answer is a toast (useApiAction) and the views are read again.
 */
export function useSavedViews(page: SavedViewsPage) {
  // The page's lists' declarations are loaded: the list drawing this toolbar waited for them.
  const lists = useMemo(() => viewListsOf(page.view, page.resources, requireResource), [page.view, page.resources]);
  const params = useSearchParams();
  const current = useMemo(() => viewQueryOf(lists, params), [lists, params]);
  const path = apiPaths.savedViews(page.slug);
  const { data, error, mutate } = useEnvelope<SavedView>(path, { keepPrevious: true });
  const views = data?.status === 200 ? data.recordList : [];
  const failure = error ? CONSOLE_MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? CONSOLE_MESSAGES.backendUnavailable) : undefined;

  const change = useSearchChange();
  /** The view's state in the address, in place of the lists' own: the lists follow the address. */
  const choose = useCallback(
    (view: SavedView) =>
      change((next) => {
        for (const name of viewAddressNames(lists)) next.delete(name);
        for (const [name, value] of new URLSearchParams(view.query)) next.set(name, value);
      }),
    [change, lists],
  );

  const send = useApiAction();
  const sent = useCallback(
    async <T>(call: () => Promise<Envelope<T>>) => {
      const answer = await send(call);
      if (answer?.status === 200) await mutate();
      return answer;
    },
    [send, mutate],
  );
  const save = useCallback((body: Required<ViewChange>) => sent(() => api.post<SavedView>(path, body)), [sent, path]);
  const update = useCallback((id: number, body: ViewChange) => sent(() => api.put<SavedView>(apiPaths.savedView(page.slug, id), body)), [sent, page.slug]);
  const remove = useCallback((id: number) => sent(() => api.delete<SavedView>(apiPaths.savedView(page.slug, id))), [sent, page.slug]);

  return { views, loading: !data && !error, failure, current, choose, save, update, remove };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
