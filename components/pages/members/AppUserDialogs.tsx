"use client";

import dynamic from "next/dynamic";
import { closeMemberDialog, useMemberDialog } from "./member-dialogs";

// Loaded when first opened: the App Users page's first load carries neither.
const DocumentsDialog = dynamic(() => import("./DocumentsDialog"), { ssr: false });
const PhotoReviewDialog = dynamic(() => import("./PhotoReviewDialog"), { ssr: false });

/**
 * The App Users dialogs, drawn in one place outside the grid (see member-dialogs.ts); the member view
 * draws them too, and closes them its own way (it reloads itself).
 */
export function AppUserDialogs({ readOnly, onClose = closeMemberDialog }: { readOnly: boolean; onClose?: () => void }) {
  const dialog = useMemberDialog();
  if (!dialog) return null;
  const Dialog = dialog.kind === "documents" ? DocumentsDialog : PhotoReviewDialog;
  return <Dialog key={`${dialog.kind}-${dialog.member.id}`} member={dialog.member} readOnly={readOnly} onClose={onClose} />;
}
