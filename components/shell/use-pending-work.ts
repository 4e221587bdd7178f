"use client";

import { useEffect, useState } from "react";
import type { MenuEntry } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { api, CONSOLE_CHANGED } from "@/lib/browser/api-client";
import { isPendingPage, PENDING_REFRESH_MS, type PendingCounts } from "@/lib/pending-work";

const holdsPendingWork = (menu: MenuEntry[]) => menu.some((entry) => (entry.kind === "page" ? [entry.page] : entry.pages).some((page) => isPendingPage(page.slug)));

/**
 * The work waiting beside the sidebar's pages (docs/pending-work.md), asked once the shell is up, again
 * after each change this tab makes (a verification, a decision, an activation), and otherwise every
 * PENDING_REFRESH_MS while the tab is visible. Only a menu holding such a page asks at all.
 */
export function usePendingWork(menu: MenuEntry[]): PendingCounts {
  const [counts, setCounts] = useState<PendingCounts>({});
  const asks = holdsPendingWork(menu);
  useEffect(() => {
    if (!asks) return;
    let stopped = false;
    let askedAt = 0;
    const ask = async () => {
      askedAt = Date.now();
      const answer = await api.get<PendingCounts>(apiPaths.account.pendingWork).catch(() => undefined);
      if (!stopped && answer?.status === 200 && answer.recordList[0]) setCounts(answer.recordList[0]);
    };
    const now = () => void ask();
    const everyWhile = () => {
      if (!document.hidden) void ask();
    };
    const shown = () => {
      if (!document.hidden && Date.now() - askedAt >= PENDING_REFRESH_MS) void ask();
    };
    void ask();
    const timer = setInterval(everyWhile, PENDING_REFRESH_MS);
    window.addEventListener(CONSOLE_CHANGED, now);
    document.addEventListener("visibilitychange", shown);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener(CONSOLE_CHANGED, now);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [asks]);
  return counts;
}
