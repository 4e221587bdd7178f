/**
 * `POST /api/admin/<resource>/:id/undo` with `{ change }` (docs/undo.md): undoes a change just made on
 * the row, from its toast, through the code that made it: the active switch switched back, or an
 * `undoable` action's reverse (its hooks' `undo`). One transaction with an audit entry of its own; the
 * path's rule asks the Edit right of the page, as the change did.
 */
import { isDeepStrictEqual } from "node:util";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hasToggle, type RowChange } from "../../../../lib/engine/define";
import { idTextRule } from "../../../../lib/id-rules";
import { MESSAGES } from "../../../../lib/messages";
import { auditWithin } from "../../audit";
import { inTransaction } from "../../db/transaction";
import { HttpError, ok } from "../../http/envelope";
import { validate } from "../../http/validate";
import type { UndoneChange, WriteContext } from "../hooks";
import { pathId } from "../path-id";
import type { Row } from "../repository";
import { undoableChange } from "../undo";
import { refuseLocked, viewerOf, type ResourceRouteContext } from "./context";

const undoBody = z.strictObject({ change: idTextRule("change must be the id of the change to undo") });

/** How one kind of change is undone: the lock it answers to, and the reverse, answering the toast's words. */
interface Reverse {
  lockedBy: RowChange | string;
  run: (context: WriteContext, id: number, before: Row, change: UndoneChange) => Promise<string>;
}

export function undoRoutes(app: FastifyInstance, { db, resource, hooks, store, base, page, target, found }: ResourceRouteContext) {
  const reverses = new Map<string, Reverse>();
  const switchActive = store.setActive;
  if (hasToggle(resource) && switchActive) {
    for (const isActive of [true, false]) {
      reverses.set(`${resource.key}.${isActive ? "activate" : "deactivate"}`, {
        lockedBy: "toggle",
        run: async (context, id, before) => {
          await switchActive(context, id, !isActive, before);
          return MESSAGES.undone(MESSAGES.rowSwitched(resource.singular, !isActive));
        },
      });
    }
  }
  for (const action of resource.actions ?? []) {
    if (!action.undoable) continue;
    const reverse = hooks.undo?.[action.key];
    if (!reverse) throw new Error(`Resource "${resource.key}" says "${action.key}" can be undone but no hook undoes it.`);
    reverses.set(`${resource.key}.${action.key}`, { lockedBy: action.key, run: ({ db: tx, request }, _id, before, change) => reverse({ db: tx, request, row: before, body: {}, change }) });
  }
  if (!reverses.size) return;

  app.post(`${base}/:id/undo`, async (request, reply) => {
    const id = pathId(request.params);
    const { change } = validate(undoBody, request.body);
    const committed: (() => Promise<void>)[] = [];
    const { message, after } = await inTransaction(db, async (tx) => {
      const context: WriteContext = { db: tx, request, viewer: viewerOf(request), afterCommit: (task) => void committed.push(task) };
      const before = await found(tx, id);
      const made = await undoableChange(context, { entryId: change, actions: [...reverses.keys()], target: target(id), undoAction: `${resource.key}.undo` });
      const reverse = reverses.get(made.action)!;
      refuseLocked(resource, before, context.viewer, reverse.lockedBy);
      // The row as read now against the row as the change left it, both as JSON: any difference is a change since.
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(before)), made.after)) throw new HttpError(409, MESSAGES.undoChangedSince);
      const said = await reverse.run(context, id, before, made.change);
      const now = await found(tx, id);
      await auditWithin(tx, request, { action: `${resource.key}.undo`, target: target(id), page, memberId: hooks.memberOf?.(before), details: { undoes: change, action: made.action }, before, after: now });
      return { message: said, after: now };
    });
    for (const task of committed) request.server.background.run(task);
    return ok(reply, [after], { message });
  });
}
