"use client";

import dynamic from "next/dynamic";
import { closePermissions, usePermissionsOpen } from "./permission-dialog";

// Loaded when first opened: the Admin Users page's first load does not carry it.
const PermissionsDialog = dynamic(() => import("./PermissionsDialog"), { ssr: false });

/** The rights dialog, drawn in one place outside the grid (see permission-dialog.ts). */
export function AdminUserDialogs({ readOnly }: { readOnly: boolean }) {
  const admin = usePermissionsOpen();
  return admin ? <PermissionsDialog key={admin.id} admin={admin} readOnly={readOnly} onClose={closePermissions} /> : null;
}
