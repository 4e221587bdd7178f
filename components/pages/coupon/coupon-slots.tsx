"use client";

import Chip from "@mui/material/Chip";
import type { ListSlots } from "@/components/engine/list/types";

/** The expiry is computed by the api (backend/src/resources/coupon.ts); the page marks it in red. */
export const COUPON_SLOTS: ListSlots = {
  cells: { expired: (row) => (row.expired ? <Chip size="small" color="error" variant="outlined" label="Expired" /> : null) },
};
