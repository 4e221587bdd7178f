"use client";

import { useEffect } from "react";
import type { MenuEntry, MenuPage } from "@/lib/access";

// Loaded on first use, so that the code of the preloader (and the slots and declarations map it names)
// is not part of what a page downloads until usable.
const preloader = () => import("@/components/pages/view-preload");

/** Asks for what the pages' views need (components/pages/view-preload.ts): a pointed or focused item. */
export function preloadPages(pages: readonly MenuPage[]) {
  void preloader().then(({ preloadPage }) => pages.forEach((page) => void preloadPage(page).catch(() => undefined)));
}

const whenIdle = (run: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50));

/** What shows the administrator is using the page: from then on a sidebar click may follow. */
const ACTS = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;

/**
 * Once the administrator acts on the page (moves the pointer, presses a key), what every page of the
 * sidebar needs is asked for, one page at a time and only while the browser is idle: a click then
 * waits for the server's page only, and the page in use never waits behind a burst of downloads.
 * Not before: a fresh visit downloads its own page's code, and nothing for pages nobody opened
 * (docs/performance.md, "Moving between pages").
 */
export function usePreloadWhenIdle(menu: readonly MenuEntry[]) {
  useEffect(() => {
    const pages = menu.flatMap((entry) => (entry.kind === "page" ? [entry.page] : entry.pages)).filter((page) => page.view);
    let stopped = false;
    const stopListening = () => ACTS.forEach((act) => window.removeEventListener(act, start));
    function start() {
      stopListening();
      void preloader().then(({ preloadPage }) => {
        const next = (index: number) => {
          if (stopped || index >= pages.length) return;
          // One that fails is asked again when its page is drawn; the others go on.
          whenIdle(() => void preloadPage(pages[index]).then(
            () => next(index + 1),
            () => next(index + 1),
          ));
        };
        next(0);
      });
    }
    ACTS.forEach((act) => window.addEventListener(act, start, { passive: true }));
    return () => {
      stopped = true;
      stopListening();
    };
  }, [menu]);
}
