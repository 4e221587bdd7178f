import type { MemberCounts } from "@/lib/resources/members/profile";

/** The tabs of the member view, in order; `?tab=` holds the open one (none: Profile). */
export const MEMBER_TABS = [
  { key: "profile", label: "Profile" },
  { key: "sent", label: "Sent", count: "sent" },
  { key: "received", label: "Received", count: "received" },
  { key: "favourites", label: "Favourites", count: "favourites" },
  { key: "blocked", label: "Blocked members", count: "blocked" },
  { key: "packages", label: "Purchased packages", count: "packages" },
  { key: "documents", label: "Documents", count: "documents" },
  { key: "history", label: "History", count: "history" },
] as const satisfies readonly { key: string; label: string; count?: keyof MemberCounts }[];

export type MemberTabKey = (typeof MEMBER_TABS)[number]["key"];

/** The tab a URL names; anything else is the profile. */
export const tabOf = (value: string | null | undefined): MemberTabKey => MEMBER_TABS.find((tab) => tab.key === value)?.key ?? "profile";
