/**
 * Undo from the toast (docs/undo.md): a change that can be undone answers, beside its message, what
 * undoes it; the toast offers it for UNDO_SECONDS. The api undoes it through the same code and rights
 * as the change, with an audit entry of its own, only while the row is as the change left it.
 * Pure: the api, the console's toasts and the tests read it.
 */

/** How long a change can be undone, from its answer. */
export const UNDO_SECONDS = 10;

/** What undoes a change: the route (POST) and the change's audit entry, its body `{ change }`. */
export interface Undo {
  path: string;
  change: string;
}
