"use client";

import { useEffect } from "react";
import { SnackbarProvider, useSnackbar, type VariantType } from "notistack";

export interface Toast {
  id: number;
  message: string;
  variant: VariantType;
}

function Forward({ queue, onTaken }: { queue: Toast[]; onTaken: (ids: number[]) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const toast of queue) enqueueSnackbar(toast.message, { variant: toast.variant });
    onTaken(queue.map((toast) => toast.id));
  }, [queue, onTaken, enqueueSnackbar]);
  return null;
}

/** notistack itself, mounted by ToastProvider with the first toast; the toasts waiting are handed over. */
export function ToastHost({ queue, onTaken, autoHideDuration }: { queue: Toast[]; onTaken: (ids: number[]) => void; autoHideDuration: number }) {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={autoHideDuration} anchorOrigin={{ vertical: "top", horizontal: "right" }}>
      <Forward queue={queue} onTaken={onTaken} />
    </SnackbarProvider>
  );
}
