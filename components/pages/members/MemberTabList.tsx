"use client";

import { ResourceList } from "@/components/engine/ResourceList";
import type { ListSlots } from "@/components/engine/list/types";
import type { MemberTabKey } from "./member-tabs";
import { DOCUMENT_SLOTS } from "./document-slots";
import { TAB_SLOTS } from "./tab-slots";

interface TabList {
  resourceKey: string;
  /** The filter the member's id is fixed in. */
  filter: string;
  slots: ListSlots;
}

/** The list of each tab: a resource fixed to the member. */
const TAB_LISTS: Record<Exclude<MemberTabKey, "profile">, TabList> = {
  sent: { resourceKey: "memberproposal", filter: "senderId", slots: TAB_SLOTS.proposals },
  received: { resourceKey: "memberproposal", filter: "receiverId", slots: TAB_SLOTS.proposals },
  favourites: { resourceKey: "memberfavourite", filter: "memberId", slots: TAB_SLOTS.pairs },
  blocked: { resourceKey: "memberblock", filter: "memberId", slots: TAB_SLOTS.pairs },
  packages: { resourceKey: "memberpackage", filter: "memberId", slots: TAB_SLOTS.packages },
  documents: { resourceKey: "memberdocument", filter: "memberId", slots: DOCUMENT_SLOTS },
  history: { resourceKey: "memberhistory", filter: "memberId", slots: TAB_SLOTS.history },
};

/**
 * One tab's list, loaded only when its tab is opened (the grid is the heaviest part of the page). Its
 * paging, sort and filters live in the URL under the tab's own prefix (`sent.page=2`), so each tab keeps
 * its place beside the others.
 */
export default function MemberTabList({ tab, memberId, readOnly, imageBaseUrl }: { tab: Exclude<MemberTabKey, "profile">; memberId: number; readOnly: boolean; imageBaseUrl: string }) {
  const list = TAB_LISTS[tab];
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
