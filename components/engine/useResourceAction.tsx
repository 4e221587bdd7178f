"use client";

import { useCallback, useState } from "react";
import { apiPaths } from "@/lib/api-paths";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import type { ResourceAction } from "@/lib/engine/define";
import type { Envelope } from "@/lib/envelope";
import { ConfirmDialog, type Confirmation } from "./ConfirmDialog";

type Question = Omit<Confirmation, "run">;
type After = (answer: Envelope | undefined) => void;

/**
 * The one way a page changes a resource's rows, whether from a row's buttons, a selection or a
 * dialog of its own: busy while a call runs, asked first when the change says so, the answer's toast
 * (useApiAction: a 401 goes to sign-in), then `onDone` after a success. A change sent again after no
 * answer keeps its idempotency key (lib/browser/api-client.ts), so it is never applied twice.
 * `dialog` is the question, mounted always: closing it in place gives the focus back to what asked.
 */
export function useResourceAction(resourceKey: string, onDone: () => void) {
  const send = useApiAction();
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>();

  /** One call now; `after` sees its answer, whatever it was. */
  const run = useCallback(
    async (call: () => Promise<Envelope>, after?: After) => {
      setBusy(true);
      // A change undone from its toast is read again as after any change.
      const answer = await send(call, { onUndone: onDone });
      setBusy(false);
      setConfirmation(undefined);
      if (answer?.status === 200) onDone();
      after?.(answer);
      return answer;
    },
    [send, onDone],
  );

  /** The call once the question is answered Yes. */
  const ask = useCallback((question: Question, call: () => Promise<Envelope>, after?: After) => setConfirmation({ ...question, run: async () => void (await run(call, after)) }), [run]);

  const questionOf = (action: ResourceAction, message: string): Question => ({ title: action.label, message, confirmLabel: action.label, danger: action.danger ?? false });

  /** A named action on one row, now. */
  const perform = (id: number, action: ResourceAction, after?: After) => run(() => api.post(apiPaths.ofRow(resourceKey, id, action.key)), after);

  /** A named action on one row, asked first when its declaration says so (`wording`: the page's own words for the question). */
  const act = (id: number, action: ResourceAction, after?: After, wording?: Partial<Question>) => {
    if (!action.confirm) return void perform(id, action, after);
    ask({ ...questionOf(action, action.confirm), ...wording }, () => api.post(apiPaths.ofRow(resourceKey, id, action.key)), after);
  };

  /** A named action on a selection of rows, always asked first, naming how many. */
  const actOn = (ids: number[], action: ResourceAction, message: string, after?: After) =>
    ask(questionOf(action, message), () => api.post(apiPaths.bulk(resourceKey, action.key), { ids }), after);

  const dialog = <ConfirmDialog confirmation={confirmation} busy={busy} onClose={() => setConfirmation(undefined)} />;
  return { busy, ask, act, actOn, perform, dialog };
}
