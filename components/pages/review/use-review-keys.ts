"use client";

import { useEffect, useRef } from "react";

/** Where a typed letter is text, not a key of the queue. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The queue's keys (docs/review.md): a letter alone, never with Ctrl, Alt or ⌘ (Ctrl+K is Find), nor
 * while a field has the focus, a dialog, menu or list is open, or `on` is false.
 */
export function useReviewKeys(on: boolean, keys: Record<string, () => unknown>) {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    if (!on) return;
    const press = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || typingIn(event.target)) return;
      // A dialog, or a menu or list open (the account menu's letters pick its items).
      if (document.querySelector('[role="dialog"], [role="menu"], [role="listbox"]')) return;
      const run = current.current[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? current.current[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener("keydown", press);
    return () => window.removeEventListener("keydown", press);
  }, [on]);
}
