"use client";

import Chip from "@mui/material/Chip";
import type { ListSlots } from "@/components/engine/list/types";
import { AdminUserDialogs } from "./AdminUserDialogs";
import { PermissionsButton } from "./PermissionsButton";
import { PERMISSIONS_CHANGE } from "@/lib/resources/admin-users/changes";

/**
 * What Admin Users adds to the engine's grid (docs/admin-users.md): the role and two-factor sign-in as
 * chips, and each row's rights dialog beside the engine's edit, reset two-factor and delete.
 */
export const ADMIN_USER_SLOTS: ListSlots = {
  cells: {
    role: (row) => <Chip size="small" color={row.roleId === 1 ? "primary" : "default"} variant={row.roleId === 1 ? "filled" : "outlined"} label={String(row.role)} />,
    twoFactorOn: (row) => <Chip size="small" color={row.twoFactorOn ? "success" : "default"} variant={row.twoFactorOn ? "filled" : "outlined"} label={row.twoFactorOn ? "On" : "Off"} />,
  },
  rowActions: (row, lockOf) => <PermissionsButton row={row} locked={lockOf(PERMISSIONS_CHANGE)} />,
  rowActionCount: 1,
  dialogs: ({ readOnly }) => <AdminUserDialogs readOnly={readOnly} />,
};
