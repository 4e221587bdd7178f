"use client";

import { useCallback, useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { REDIRECT_AFTER_SUCCESS_MS } from "@/lib/reset-forms";

/** Goes to the sign-in page 4000 ms after a success; leaving the page first cancels it. */
export function useRedirectAfterSuccess() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    timer.current = setTimeout(() => router.replace("/"), REDIRECT_AFTER_SUCCESS_MS);
  }, [router]);
}
