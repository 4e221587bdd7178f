"use client";

import type { ReactNode } from "react";
import Chip, { type ChipProps } from "@mui/material/Chip";
import type { Row } from "@/components/engine/list/types";
import { CellCaption, CellLines } from "@/components/engine/table/cell-parts";
import { formatDay } from "@/lib/engine/fields/date";
import { PURCHASE_COMPUTED } from "@/lib/resources/packages/customer-package";

/** A status as a coloured chip: what is done in green, what waits in amber, what failed in red. */
export function StatusChip({ label, colors }: { label: unknown; colors: Record<string, ChipProps["color"]> }) {
  if (typeof label !== "string" || !label) return null;
  return <Chip size="small" variant="outlined" label={label} color={colors[label] ?? "default"} />;
}

/** A value with a smaller line under it (the days under the package, the coupon under the amount). */
function WithCaption({ children, caption }: { children: ReactNode; caption: unknown }) {
  return (
    <CellLines start>
      {children}
      {typeof caption === "string" && caption && <CellCaption>{caption}</CellCaption>}
    </CellLines>
  );
}

const PAYMENT_COLORS: Record<string, ChipProps["color"]> = { Success: "success", Pending: "warning", Failed: "error" };
// Active is what the member has now; Override and Upcoming are paid but not in use today.
const PACKAGE_COLORS: Record<string, ChipProps["color"]> = { Active: "success", Override: "info", Upcoming: "primary", Expired: "default" };

const days = (row: Row) => (row.startDate && row.endDate ? `${formatDay(String(row.startDate))} – ${formatDay(String(row.endDate))}` : "");

/** A purchase's cells, the same on Customer Packages and the member view's tab. */
export const PURCHASE_CELLS = {
  amount: (row: Row) => (
    <WithCaption caption={row.coupon ? `Coupon ${String(row.coupon)}` : ""}>
      <div>{PURCHASE_COMPUTED.amount.value(row)}</div>
    </WithCaption>
  ),
  paymentStatus: (row: Row) => (
    <WithCaption caption={PURCHASE_COMPUTED.paidWith.value(row)}>
      <StatusChip label={row.paymentStatus} colors={PAYMENT_COLORS} />
    </WithCaption>
  ),
  packageStatus: (row: Row) => <StatusChip label={row.packageStatus} colors={PACKAGE_COLORS} />,
};

/** Customer Packages' package: its name, and the days it runs under it. */
export const packageWithDays = (row: Row) => (
  <WithCaption caption={days(row)}>
    <div>{String(row.packageName ?? "")}</div>
  </WithCaption>
);
