"use client";

import Chip from "@mui/material/Chip";
import type { ListSlots } from "@/components/engine/list/types";
import { BLOCK_REQUEST_CELLS } from "./members/BlockRequestCells";
import { APP_USER_SLOTS } from "./members/app-user-slots";
import { ADMIN_USER_SLOTS } from "./admin-users/admin-user-slots";
import { AUDIT_LOG_SLOTS } from "./audit-log/audit-log-slots";
import { RegionCsvToolbar } from "./region/RegionCsvToolbar";

/** What each page adds to the engine's list, by page slug (README "Add a resource"). */
export const PAGE_SLOTS: Record<string, ListSlots> = {
  // The expiry is computed by the api (backend/src/resources/coupon.ts); the page marks it in red.
  // Region's bulk CSV sits above its four panes.
  region: { toolbar: ({ readOnly }) => <RegionCsvToolbar readOnly={readOnly} /> },
  coupon: { cells: { expired: (row) => (row.expired ? <Chip size="small" color="error" variant="outlined" label="Expired" /> : null) } },
  // Both members link to their view; the status is a coloured chip. Approve and Reject are the declared actions.
  blockuser: { cells: BLOCK_REQUEST_CELLS },
  // Members: their photo and verified mark, the documents and photo dialogs, View (components/pages/members).
  appuser: APP_USER_SLOTS,
  // Administrators: role and two-factor chips, and each one's rights dialog (components/pages/admin-users).
  users: ADMIN_USER_SLOTS,
  // Who acted, name over email; a row opens its entry's changes (components/pages/audit-log).
  "audit-log": AUDIT_LOG_SLOTS,
};
