"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";

const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/**
 * The answers of the profile dialogs (spec §8): 200 → the success toast and done; 401 → the
 * session is gone, to sign-in; any other status → the server's message; a thrown error → a toast.
 */
export function useAccountAction(path: string, successMessage: string) {
  const router = useRouter();
  const send = useApiAction();
  const [busy, setBusy] = useState(false);

  async function run(body: object): Promise<boolean> {
    setBusy(true);
    const answer = await send(() => api.post(path, body), {
      success: successMessage,
      failure: (error) => (error instanceof Error ? error.message : SOMETHING_WENT_WRONG),
    });
    setBusy(false);
    if (answer?.status !== 200) return false;
    router.refresh();
    return true;
  }

  return { run, busy };
}
