"use client";

import { useCallback, useEffect, useRef } from "react";
import type { MenuEntry, MenuPage } from "@/lib/access";
import { isPageOnTheWay } from "./pending-page";

// Loaded on first use, so that the code of the preloader (and the slots and declarations map it names)
// is not part of what a page downloads until usable.
const preloader = () => import("@/components/pages/view-preload");

/** Asks for what the pages' views need (components/pages/view-preload.ts): a pointed or focused item. */
export function preloadPages(pages: readonly MenuPage[]) {
  void preloader().then(({ preloadPage }) => pages.forEach((page) => void preloadPage(page).catch(() => undefined)));
}

const whenIdle = (run: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50));

/**
 * Once the administrator heads for the menu (the pointer enters it, or the focus moves into it), what
 * every page of the sidebar needs is asked for, one page at a time and only while the browser is idle:
 * a click then waits for the server's page only, and the page in use never waits behind a burst of
 * downloads. Not before, and not for work on the page itself (a dialog, a filter): a visit downloads
 * its own page's code, and nothing for pages nobody heads for (docs/performance.md, "Moving between
 * pages"). Returns the handler the menu calls; it starts the round once.
 */
export function usePreloadWhenIdle(menu: readonly MenuEntry[]): () => void {
  const started = useRef(false);
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    const pages = menu.flatMap((entry) => (entry.kind === "page" ? [entry.page] : entry.pages)).filter((page) => page.view);
    void preloader().then(({ preloadPage }) => {
      const next = (index: number) => {
        if (stopped.current || index >= pages.length) return;
        whenIdle(() => {
          // A page a click is opening goes first: its request, its code and its drawing never share the
          // browser with another page's downloads. The round goes on once it has arrived.
          if (isPageOnTheWay()) return next(index);
          // One that fails is asked again when its page is drawn; the others go on.
          void preloadPage(pages[index]).then(
            () => next(index + 1),
            () => next(index + 1),
          );
        });
      };
      next(0);
    });
  }, [menu]);
}
