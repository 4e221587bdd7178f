"use client";

import { createContext, useCallback, useContext, useEffect, useImperativeHandle, useRef, useState, type MouseEvent, type ReactNode, type Ref } from "react";
import { usePathname } from "next/navigation";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import type { MenuPage } from "@/lib/access";
import { PageHeader } from "./PageHeader";

/** What a sidebar item calls when it is clicked: the chosen page's heading shows at once. */
export type ChoosePage = (page: MenuPage) => void;
export const ChoosePageContext = createContext<ChoosePage>(() => undefined);
export const useChoosePage = () => useContext(ChoosePageContext);

/** A click the link itself carries out in this tab (not one that opens a new tab or window). */
export const opensHere = (event: MouseEvent) => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The page a sidebar click is opening, from the click until the server's page arrives and takes its
 * place (docs/performance.md, "Moving between pages"). Any change of address ends it, the chosen
 * page's or another (a redirect), so it never outlives the move it stands for.
 */
export function usePendingPage() {
  const pathname = usePathname();
  const [chosen, setChosen] = useState<MenuPage>();
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setChosen(undefined);
  }
  const choose = useCallback((page: MenuPage) => setChosen(page), []);
  const pending = chosen && chosen.href !== pathname ? chosen : undefined;
  useEffect(() => {
    pageOnTheWay = Boolean(pending);
    // An outlet that goes away mid-move (signing out) must not leave the preloading waiting for ever.
    return () => {
      pageOnTheWay = false;
    };
  }, [pending]);
  return { pending, choose };
}

/** Whether a sidebar click's page is still on its way (the idle preloading waits for it, components/shell/preload-pages.ts). */
let pageOnTheWay = false;
export const isPageOnTheWay = () => pageOnTheWay;

/** What the chosen page starts with, drawn the frame after the click: its heading, and its view's progress bar. */
export function PendingPage({ page }: { page: MenuPage }) {
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      {page.view && <LinearProgress aria-label="Loading the page" sx={{ mt: 2 }} />}
    </>
  );
}

/**
 * After a move to another page the focus goes to the page itself, as after a page load: a keyboard
 * user's next Tab is in the new page, not back in the sidebar (docs/accessibility.md).
 */
function useFocusOnNewPage(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The page's place in the shell, and the only part of it that follows the address and the sidebar's
 * clicks: a click or a page arriving draws this again, never the header or the sidebar's links
 * (docs/performance.md, "Moving between pages"). `chooser` is how the shell's sidebar reaches it.
 */
export function PageOutlet({ chooser, children }: { chooser: Ref<ChoosePage>; children: ReactNode }) {
  const pathname = usePathname();
  const { pending, choose } = usePendingPage();
  useImperativeHandle(chooser, () => choose, [choose]);
  useFocusOnNewPage(pathname);
  return <Box sx={{ p: { xs: 2, md: 4 } }}>{pending ? <PendingPage page={pending} /> : children}</Box>;
}
