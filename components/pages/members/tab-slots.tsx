"use client";

import type { ChipProps } from "@mui/material/Chip";
import type { ListSlots } from "@/components/engine/list/types";
import { serviceMoment } from "@/lib/time-zone";
import { DOCUMENT_SLOTS } from "./document-slots";
import { MemberLink } from "./MemberLink";
import { PURCHASE_CELLS, StatusChip } from "../packages/purchase-cells";

const PROPOSAL_COLORS: Record<string, ChipProps["color"]> = { Accepted: "success", Pending: "warning", Rejected: "error", Cancelled: "default" };

const proposals: ListSlots = {
  cells: {
    member: (row) => <MemberLink id={row.memberId} name={row.member} />,
    proposalStatus: (row) => <StatusChip label={row.proposalStatus} colors={PROPOSAL_COLORS} />,
  },
};
const pairs: ListSlots = { cells: { name: (row) => <MemberLink id={row.otherId} name={row.name} /> } };

/**
 * What the member view adds to each tab's list, by tab key (lib/pages.ts): other members as links to
 * their views, statuses as chips, moments in local time.
 */
export const MEMBER_TAB_SLOTS: Record<string, ListSlots> = {
  sent: proposals,
  received: proposals,
  favourites: pairs,
  blocked: pairs,
  packages: { cells: PURCHASE_CELLS },
  documents: DOCUMENT_SLOTS,
  // The api sends the moment (ISO 8601); it reads in the service's time, as every day of the console does.
  history: { cells: { createdAt: (row) => <span>{typeof row.createdAt === "string" ? serviceMoment(row.createdAt) : ""}</span> } },
};
