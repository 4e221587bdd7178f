import { RECENT_LIMIT, type FindItem } from "@/lib/find";

/**
 * The last items a staff member opened from Find (docs/find.md), kept in this browser per
 * administrator: what they open, never what they were shown. Kept is only what names the item (its
 * kind, its label and where it goes), never a member's phone number or email, and forgotten at sign-out.
 * Read defensively: the storage is the browser's, and anything that is not a list of items is taken
 * for none.
 */
const PREFIX = "find:recent:";
const keyOf = (email: string) => `${PREFIX}${email.toLowerCase()}`;

const isItem = (value: unknown): value is FindItem => {
  const item = value as Partial<FindItem> | null;
  return Boolean(item) && ["page", "member", "admin"].includes(String(item!.kind)) && [item!.key, item!.label, item!.href].every((text) => typeof text === "string") && item!.href!.startsWith("/admin/");
};

/** The recent items this administrator may still open: `mayOpen` is asked with the rights they hold now. */
export function readRecent(email: string, mayOpen: (item: FindItem) => boolean): FindItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(email)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isItem).filter(mayOpen).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function keepRecent(email: string, items: FindItem[]) {
  try {
    localStorage.setItem(keyOf(email), JSON.stringify(items.map(({ kind, key, label, href }) => ({ kind, key, label, href }))));
  } catch {
    // A browser that keeps nothing (private mode, storage full) simply shows no recent items.
  }
}

/** At sign-out: nothing of whom this browser's administrators opened stays behind. */
export function forgetRecent() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
