"use client";

import { useEffect, useState } from "react";
import { apiPaths } from "@/lib/api-paths";
import { api, CONSOLE_CHANGED } from "@/lib/browser/api-client";
import type { PendingCounts } from "@/lib/pending-work";

/** How often an open console asks again when nobody acts (docs/pending-work.md). */
export const PENDING_REFRESH_MS = 30_000;

/**
 * The work waiting beside the sidebar's pages (docs/pending-work.md), asked once the shell is up, again
 * after each change this tab makes (a verification, a decision, an activation), and otherwise every
 * PENDING_REFRESH_MS while the tab is visible. `asks` is false for a sidebar without such a page
 * (the admin layout knows it): nothing is asked.
 */
export function usePendingWork(asks: boolean): PendingCounts {
  const [counts, setCounts] = useState<PendingCounts>({});
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
    const everyWhileShown = () => {
      if (!document.hidden) void ask();
    };
    const shownAgain = () => {
      if (!document.hidden && Date.now() - askedAt >= PENDING_REFRESH_MS) void ask();
    };
    void ask();
    const timer = setInterval(everyWhileShown, PENDING_REFRESH_MS);
    window.addEventListener(CONSOLE_CHANGED, now);
    document.addEventListener("visibilitychange", shownAgain);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener(CONSOLE_CHANGED, now);
      document.removeEventListener("visibilitychange", shownAgain);
    };
  }, [asks]);
  return counts;
}
