"use client";

import Chip, { type ChipProps } from "@mui/material/Chip";
import type { Row } from "@/components/engine/list/types";

/** A status as a coloured chip: what is done in green, what waits in amber, what failed in red. */
export function StatusChip({ label, colors }: { label: unknown; colors: Record<string, ChipProps["color"]> }) {
  if (typeof label !== "string" || !label) return null;
  return <Chip size="small" variant="outlined" label={label} color={colors[label] ?? "default"} />;
}

const PAYMENT_COLORS: Record<string, ChipProps["color"]> = { Success: "success", Pending: "warning", Failed: "error" };
// Active is what the member has now; Override and Upcoming are paid but not in use today.
const PACKAGE_COLORS: Record<string, ChipProps["color"]> = { Active: "success", Override: "info", Upcoming: "primary", Expired: "default" };

/** A purchase's payment and package statuses, the same on Customer Packages and the member view's tab. */
export const PURCHASE_CELLS = {
  paymentStatus: (row: Row) => <StatusChip label={row.paymentStatus} colors={PAYMENT_COLORS} />,
  packageStatus: (row: Row) => <StatusChip label={row.packageStatus} colors={PACKAGE_COLORS} />,
};
