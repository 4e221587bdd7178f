"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";

/**
 * The answers of the profile dialogs (docs/product-rules.md §8): 200 → the success toast and done; 401 → the
 * session is gone, to sign-in; any other status → the server's message; no answer → "may have been saved".
 */
export function useAccountAction(path: string, successMessage: string) {
  const router = useRouter();
  const send = useApiAction();
  const [busy, setBusy] = useState(false);

  async function run(body: object): Promise<boolean> {
    setBusy(true);
    // A thrown error (no answer) gets the "may have been saved" toast of every change.
    const answer = await send(() => api.post(path, body), { success: successMessage });
    setBusy(false);
    if (answer?.status !== 200) return false;
    router.refresh();
    return true;
  }

  return { run, busy };
}
