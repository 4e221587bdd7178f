"use client";

import { useEffect } from "react";
import Button from "@mui/material/Button";
import { SnackbarProvider, useSnackbar, type VariantType } from "notistack";

export interface Toast {
  id: number;
  message: string;
  variant: VariantType;
  autoHideDuration?: number;
  closeOnClick?: boolean;
  /** A button beside the message (Undo): pressing it closes the toast and runs it. */
  action?: { label: string; run: () => void };
}

function Forward({ queue, onTaken }: { queue: Toast[]; onTaken: (ids: number[]) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const toast of queue) {
      const key = enqueueSnackbar(toast.message, {
        variant: toast.variant,
        ...(toast.autoHideDuration ? { autoHideDuration: toast.autoHideDuration } : {}),
        ...(toast.closeOnClick ? { SnackbarProps: { onClick: () => closeSnackbar(key), style: { cursor: "pointer" } } } : {}),
        ...(toast.action
          ? {
              action: (shown: string | number) => (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    closeSnackbar(shown);
                    toast.action!.run();
                  }}
                >
                  {toast.action!.label}
                </Button>
              ),
            }
          : {}),
      });
    }
    onTaken(queue.map((toast) => toast.id));
  }, [queue, onTaken, enqueueSnackbar, closeSnackbar]);
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
