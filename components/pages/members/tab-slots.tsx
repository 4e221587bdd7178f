"use client";

import Chip, { type ChipProps } from "@mui/material/Chip";
import { format } from "date-fns";
import type { ListSlots } from "@/components/engine/list/types";
import { MemberLink } from "./MemberLink";

/** A status as a coloured chip: what is done in green, what waits in amber, what failed in red. */
function StatusChip({ label, colors }: { label: unknown; colors: Record<string, ChipProps["color"]> }) {
  if (typeof label !== "string" || !label) return null;
  return <Chip size="small" variant="outlined" label={label} color={colors[label] ?? "default"} />;
}

const PROPOSAL_COLORS: Record<string, ChipProps["color"]> = { Accepted: "success", Pending: "warning", Rejected: "error", Cancelled: "default" };
const PAYMENT_COLORS: Record<string, ChipProps["color"]> = { Success: "success", Pending: "warning", Failed: "error" };

/** What the member view adds to each tab's list: other members as links to their views, statuses as chips, moments in local time. */
export const TAB_SLOTS = {
  proposals: {
    cells: {
      member: (row) => <MemberLink id={row.memberId} name={row.member} />,
      proposalStatus: (row) => <StatusChip label={row.proposalStatus} colors={PROPOSAL_COLORS} />,
    },
  },
  pairs: { cells: { name: (row) => <MemberLink id={row.otherId} name={row.name} /> } },
  packages: { cells: { paymentStatus: (row) => <StatusChip label={row.paymentStatus} colors={PAYMENT_COLORS} /> } },
  // The api sends the moment (ISO 8601); the viewer reads it in their own time.
  history: { cells: { createdAt: (row) => <span>{typeof row.createdAt === "string" ? format(new Date(row.createdAt), "d MMM yyyy, HH:mm") : ""}</span> } },
} satisfies Record<string, ListSlots>;
