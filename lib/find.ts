/**
 * Find anything (docs/find.md): one search from the header, or Ctrl+K (⌘K on a Mac), across the
 * members, the administrators and the pages the staff member may open. The api finds people
 * (`GET /api/admin/find?q=`), each kind only for whoever holds its page; pages are found in the browser
 * among the sidebar's own. Pure: the api, the dialog and the tests read the same shapes and rules.
 */
import { detailPath, pagePath } from "./admin-paths";

/** At most this many of each kind: a finder answers the few that match best, not a list. */
export const FIND_LIMIT = 8;
/** Longer than any name, email, phone number or member id. */
export const FIND_MAX_LENGTH = 100;
/**
 * A name is found from its third letter: a shorter part of a name is in too many to say anything, and
 * no index serves it (members' names are found by their trigrams). A member id, phone number or email
 * is found from its first character, each from its start.
 */
export const NAME_MIN_LENGTH = 3;
/** The last items opened, shown before anything is typed. */
export const RECENT_LIMIT = 10;

export interface FoundMember {
  id: number;
  name: string;
  memberCode: string;
  phone: string | null;
  email: string | null;
}

export interface FoundAdmin {
  id: number;
  name: string;
  email: string;
}

/** The api's answer: each kind the caller may open, empty otherwise. */
export interface FindAnswer {
  members: FoundMember[];
  admins: FoundAdmin[];
}

/** One row of the dialog: what it says and where it goes. */
export interface FindItem {
  kind: "page" | "member" | "admin";
  /** Unique among the dialog's rows, and what the recent list is kept by. */
  key: string;
  label: string;
  detail?: string;
  href: string;
}

/** A member opens in the member view; an administrator in Admin Users, searched by their email. */
export const memberItem = (member: FoundMember): FindItem => ({
  kind: "member",
  key: `member:${member.id}`,
  label: member.name,
  detail: [member.memberCode, member.phone, member.email].filter(Boolean).join(" · "),
  href: detailPath({ slug: "appuser" }, member.id),
});

export const adminItem = (admin: FoundAdmin): FindItem => ({
  kind: "admin",
  key: `admin:${admin.id}`,
  label: admin.name,
  detail: admin.email,
  href: `${pagePath({ slug: "users" })}?${new URLSearchParams({ search: admin.email })}`,
});

/** The pages among `pages` (the sidebar's) whose title holds every word typed, in the sidebar's order. */
export function pagesMatching(text: string, pages: readonly { title: string; href: string; description?: string }[]): FindItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return pages
    .filter((page) => words.every((word) => page.title.toLowerCase().includes(word)))
    .slice(0, FIND_LIMIT)
    .map((page) => ({ kind: "page", key: `page:${page.href}`, label: page.title, detail: page.description, href: page.href }));
}

/** `item` first among the recent ones, each once, at most RECENT_LIMIT. */
export const withRecent = (recent: readonly FindItem[], item: FindItem): FindItem[] => [item, ...recent.filter((one) => one.key !== item.key)].slice(0, RECENT_LIMIT);
