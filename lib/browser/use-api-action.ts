"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/shell/ToastProvider";
import type { Envelope } from "../envelope";
import { CONSOLE_MESSAGES } from "../console-messages";
import { writeFailureMessage } from "../write-failure";

export interface ApiActionOptions {
  /** The toast of a success; the api's message, else "Saved.", when absent. */
  success?: string;
  /** The toast of a thrown error (the network is down); "may have been saved" when absent. */
  failure?: (error: unknown) => string;
}

/**
 * Every action the console sends goes through this: a 200 shows its success toast, a 401 means the
 * sign-in is over (the route handler already dropped the cookie) and goes to sign-in, any other status
 * shows the api's message, a thrown error a toast of its own. The answer is handed back for the caller's
 * next step (close the dialog, show field errors).
 */
export function useApiAction() {
  const router = useRouter();
  const { enqueueSnackbar } = useToast();
  return useCallback(
    async <T>(call: () => Promise<Envelope<T>>, options: ApiActionOptions = {}): Promise<Envelope<T> | undefined> => {
      try {
        const answer = await call();
        if (answer.status === 200) enqueueSnackbar(options.success ?? answer.message ?? CONSOLE_MESSAGES.saved, { variant: "success" });
        else if (answer.status === 401) {
          router.replace("/");
          router.refresh();
        } else enqueueSnackbar(writeFailureMessage(answer), { variant: "error" });
        return answer;
      } catch (error) {
        enqueueSnackbar(options.failure?.(error) ?? writeFailureMessage(), { variant: "error" });
        return undefined;
      }
    },
    [enqueueSnackbar, router],
  );
}
