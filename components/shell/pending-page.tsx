"use client";

import { createContext, useCallback, useContext, useState, type MouseEvent } from "react";
import { usePathname } from "next/navigation";
import LinearProgress from "@mui/material/LinearProgress";
import type { MenuPage } from "@/lib/access";
import { PageHeader } from "./PageHeader";

/** What a sidebar item calls when it is clicked: the chosen page's heading shows at once. */
export const ChoosePageContext = createContext<(page: MenuPage) => void>(() => undefined);
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
  return { pending: chosen && chosen.href !== pathname ? chosen : undefined, choose };
}

/** What the chosen page starts with, drawn the frame after the click: its heading, and its view's progress bar. */
export function PendingPage({ page }: { page: MenuPage }) {
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      {page.view && <LinearProgress aria-label="Loading the page" sx={{ mt: 2 }} />}
    </>
  );
}
