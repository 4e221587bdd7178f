"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSnackbar } from "notistack";
import { api } from "@/lib/browser/api-client";

/**
 * The answers of the profile dialogs (spec §8): 200 → the success toast and done; 401 → the
 * session is gone, to sign-in; any other status → the server's message; a thrown error → a toast.
 */
export function useAccountAction(path: string, successMessage: string) {
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function run(body: object): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await api.post(path, body);
      if (answer.status === 200) {
        enqueueSnackbar(successMessage, { variant: "success" });
        router.refresh();
        return true;
      }
      if (answer.status === 401) {
        router.replace("/");
        router.refresh();
        return false;
      }
      enqueueSnackbar(answer.message ?? "Something went wrong. Please try again.", { variant: "error" });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : "Something went wrong. Please try again.", { variant: "error" });
    } finally {
      setBusy(false);
    }
    return false;
  }

  return { run, busy };
}
