import { RECENT_LIMIT, type FindItem } from "@/lib/find";

/**
 * The last items a staff member opened from Find (docs/find.md), kept in this browser per
 * administrator: what they open, never what they were shown. Read defensively: the storage is the
 * browser's, and anything that is not a list of items is taken for none.
 */
const keyOf = (email: string) => `find:recent:${email.toLowerCase()}`;

const isItem = (value: unknown): value is FindItem => {
  const item = value as Partial<FindItem> | null;
  return Boolean(item) && ["page", "member", "admin"].includes(String(item!.kind)) && [item!.key, item!.label, item!.href].every((text) => typeof text === "string") && item!.href!.startsWith("/admin/");
};

export function readRecent(email: string): FindItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(email)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function keepRecent(email: string, items: FindItem[]) {
  try {
    localStorage.setItem(keyOf(email), JSON.stringify(items));
  } catch {
    // A browser that keeps nothing (private mode, storage full) simply shows no recent items.
  }
}
