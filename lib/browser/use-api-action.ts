"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/shell/ToastProvider";
import type { Envelope } from "../envelope";
import { CONSOLE_MESSAGES } from "../console-messages";
import { writeFailureMessage } from "../write-failure";
import { UNDO_SECONDS } from "../undo";
import { api } from "./api-client";

export interface ApiActionOptions {
  /** The toast of a success; the api's message, else "Saved.", when absent. */
  success?: string;
  /** The toast of a thrown error (the network is down); "may have been saved" when absent. */
  failure?: (error: unknown) => string;
  /** After a change the api says can be undone was undone from its toast (docs/undo.md). */
  onUndone?: () => void;
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
    <T>(call: () => Promise<Envelope<T>>, options: ApiActionOptions = {}): Promise<Envelope<T> | undefined> => {
      async function send<U>(made: () => Promise<Envelope<U>>, { success, failure, onUndone }: ApiActionOptions): Promise<Envelope<U> | undefined> {
        try {
          const answer = await made();
          const { undo } = answer;
          if (answer.status === 200) {
            enqueueSnackbar(success ?? answer.message ?? CONSOLE_MESSAGES.saved, {
              variant: "success",
              // The toast stays while the change can be undone, offering it (docs/undo.md); the undo is
              // sent as any change is, and the page is read again after it.
              ...(undo && {
                autoHideDuration: UNDO_SECONDS * 1000,
                action: { label: "Undo", run: () => void send(() => api.post(undo.path, { change: undo.change }), {}).then((undone) => undone?.status === 200 && onUndone?.()) },
              }),
            });
          } else if (answer.status === 401) {
            router.replace("/");
            router.refresh();
          } else enqueueSnackbar(writeFailureMessage(answer), { variant: "error" });
          return answer;
        } catch (error) {
          enqueueSnackbar(failure?.(error) ?? writeFailureMessage(), { variant: "error" });
          return undefined;
        }
      }
      return send(call, options);
    },
    [enqueueSnackbar, router],
  );
}
