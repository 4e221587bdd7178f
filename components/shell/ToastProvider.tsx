"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { Toast } from "./ToastHost";

/** Toasts: top right, 6000 ms (docs/product-rules.md §9). */
export const TOAST_MS = 6000;

// notistack is fetched and mounted with the first toast, never before (docs/performance.md): a page
// that shows no toast downloads none of it. The toast waits in the queue the few milliseconds its
// chunk takes; fetching it "when idle" instead made every page that settles slowly download it.
const ToastHost = dynamic(() => import("./ToastHost").then((m) => m.ToastHost), { ssr: false });

interface Toaster {
  /** A push's toast stays its own time and closes on a click (docs/push.md); others keep TOAST_MS. */
  enqueueSnackbar: (message: string, options?: { variant?: Toast["variant"]; autoHideDuration?: number; closeOnClick?: boolean; action?: Toast["action"] }) => void;
}

const ToastContext = createContext<Toaster | null>(null);

/** The toasts of the pages below; `useToast()` shows one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [used, setUsed] = useState(false);
  const next = useRef(0);
  const enqueueSnackbar = useCallback<Toaster["enqueueSnackbar"]>((message, options) => {
    next.current += 1;
    const toast = { id: next.current, message, variant: options?.variant ?? "default", autoHideDuration: options?.autoHideDuration, closeOnClick: options?.closeOnClick, action: options?.action };
    setQueue((waiting) => [...waiting, toast]);
    setUsed(true);
  }, []);
  const taken = useCallback((ids: number[]) => setQueue((waiting) => waiting.filter((toast) => !ids.includes(toast.id))), []);
  const toaster = useMemo(() => ({ enqueueSnackbar }), [enqueueSnackbar]);
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {used && <ToastHost queue={queue} onTaken={taken} autoHideDuration={TOAST_MS} />}
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToast outside ToastProvider");
  return toaster;
}
