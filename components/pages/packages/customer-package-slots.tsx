"use client";

import type { ListSlots } from "@/components/engine/list/types";
import { MemberCell } from "../members/BlockRequestCells";
import { packageWithDays, PURCHASE_CELLS } from "./purchase-cells";

/** Customer Packages: the member linked to their view (with their member id), the package with its days, the statuses as chips. */
export const CUSTOMER_PACKAGE_SLOTS: ListSlots = {
  cells: {
    ...PURCHASE_CELLS,
    packageName: packageWithDays,
    member: (row) => <MemberCell name={row.member} code={row.memberCode} id={row.memberId} />,
  },
};
