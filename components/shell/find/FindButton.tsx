"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import IconButton from "@mui/material/IconButton";
import SearchRounded from "@mui/icons-material/SearchRounded";
import type { MenuEntry } from "@/lib/access";
import { useNotYetUsable } from "@/lib/browser/use-hydrated";

// The dialog, its list and its requests load with the first use, not with every page.
const FindDialog = dynamic(() => import("./FindDialog").then((m) => m.FindDialog), { ssr: false });

/** Ctrl+K, or ⌘K on a Mac, from anywhere in the console (docs/find.md). */
const isFindKey = (event: KeyboardEvent) => event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** The header's search: the button, the shortcut, and the dialog once either is used. */
export function FindButton({ menu, email }: { menu: MenuEntry[]; email: string }) {
  // undefined: never opened, so the dialog's code has not loaded.
  const [open, setOpen] = useState<boolean>();
  // Each opening is a fresh dialog: nothing typed, the recent items as they are now.
  const [opening, setOpening] = useState(0);
  const shown = useRef(false);
  const show = useCallback(() => {
    // Ctrl+K again while it is open keeps what was typed.
    if (shown.current) return;
    shown.current = true;
    setOpening((count) => count + 1);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    shown.current = false;
    setOpen(false);
  }, []);
  const notYetUsable = useNotYetUsable();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isFindKey(event)) return;
      // The browser's own Ctrl+K (its address bar's search) gives way to the console's.
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show]);
  return (
    <>
      {/* A native title, not MUI's Tooltip: Popper would join every page's first load. */}
      <IconButton title="Find (Ctrl+K)" aria-label="Find members, staff and pages" aria-keyshortcuts="Control+K Meta+K" {...notYetUsable} onClick={show}>
        <SearchRounded />
      </IconButton>
      {open !== undefined && <FindDialog key={opening} open={open} onClose={hide} menu={menu} email={email} />}
    </>
  );
}
