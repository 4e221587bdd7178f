"use client";

import { useCallback } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * The query strings asked of the router that the page does not show yet, by path. A navigation is
 * drawn only when the server's answer to it arrives; until then `useSearchParams()` still gives the
 * URL before it, and a change built on that undoes the one on its way. On Region a search box's pause
 * ending while a district's choice was on its way dropped the district, and the Cities pane went
 * (e2e/region.spec.ts).
 */
let onItsWay: { pathname: string; passed: Set<string>; search: string } | undefined;

/** What a change starts from: the last query string asked for while it is on its way, else the one shown. */
export function baseOf(pathname: string, shown: string): string {
  if (!onItsWay || onItsWay.pathname !== pathname) return shown;
  // Arrived, or the URL went elsewhere (back, a link): the page shows what it is.
  if (onItsWay.search === shown || !onItsWay.passed.has(shown)) {
    onItsWay = undefined;
    return shown;
  }
  return onItsWay.search;
}

/** Remembers a query string asked for, and those before it that may still be drawn on the way to it. */
export function asked(pathname: string, shown: string, search: string): void {
  const passed = onItsWay?.pathname === pathname ? onItsWay.passed : new Set<string>();
  passed.add(shown);
  if (onItsWay?.pathname === pathname) passed.add(onItsWay.search);
  passed.delete(search);
  onItsWay = { pathname, passed, search };
}

/**
 * Changes the page's query string on top of the last change asked for, so two in quick succession
 * (a choice, then the search typed before it) both hold. `edit` receives the query string to change.
 */
export function useSearchChange() {
  const router = useRouter();
  const pathname = usePathname();
  const shown = useSearchParams().toString();
  return useCallback(
    (edit: (next: URLSearchParams) => void, how: "push" | "replace" = "push") => {
      const next = new URLSearchParams(baseOf(pathname, shown));
      edit(next);
      const search = next.toString();
      asked(pathname, shown, search);
      const url = search ? `${pathname}?${search}` : pathname;
      if (how === "replace") router.replace(url, { scroll: false });
      else router.push(url, { scroll: false });
    },
    [pathname, shown, router],
  );
}
