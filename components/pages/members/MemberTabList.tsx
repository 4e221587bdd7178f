"use client";

import { ResourceList } from "@/components/engine/ResourceList";
import type { ListSlots } from "@/components/engine/list/types";
import { EmptyState } from "@/components/shell/EmptyState";
import type { MemberTabKey } from "./member-tabs";
import { TAB_SLOTS } from "./tab-slots";

interface TabList {
  resourceKey: string;
  /** The filter the member's id is fixed in. */
  filter: string;
  slots: ListSlots;
}

/** The list of each tab: a resource fixed to the member. */
const TAB_LISTS: Partial<Record<MemberTabKey, TabList>> = {
  sent: { resourceKey: "memberproposal", filter: "senderId", slots: TAB_SLOTS.proposals },
  received: { resourceKey: "memberproposal", filter: "receiverId", slots: TAB_SLOTS.proposals },
  favourites: { resourceKey: "memberfavourite", filter: "memberId", slots: TAB_SLOTS.pairs },
  blocked: { resourceKey: "memberblock", filter: "memberId", slots: TAB_SLOTS.pairs },
  packages: { resourceKey: "memberpackage", filter: "memberId", slots: TAB_SLOTS.packages },
  // DOCUMENTS TAB: wired with `memberdocument` once it is registered (its cells and verify action come with it).
  history: { resourceKey: "memberhistory", filter: "memberId", slots: TAB_SLOTS.history },
};

/**
 * One tab's list, loaded only when its tab is opened (the grid is the heaviest part of the page). Its
 * paging, sort and filters live in the URL under the tab's own prefix (`sent.page=2`), so each tab keeps
 * its place beside the others.
 */
export default function MemberTabList({ tab, memberId, readOnly, imageBaseUrl }: { tab: MemberTabKey; memberId: number; readOnly: boolean; imageBaseUrl: string }) {
  const list = TAB_LISTS[tab];
  if (!list) return <EmptyState title="Nothing to show yet">This tab arrives with later work.</EmptyState>;
  return (
    <ResourceList
      resourceKey={list.resourceKey}
      fixed={{ [list.filter]: String(memberId) }}
      prefix={`${tab}.`}
      slots={list.slots}
      readOnly={readOnly}
      imageBaseUrl={imageBaseUrl}
    />
  );
}
