import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ResourceAction } from "../../../../lib/engine/define";
import { actionBody } from "../../../../lib/engine/schema";
import { apiPaths } from "../../../../lib/api-paths";
import { idRule } from "../../../../lib/id-rules";
import { MESSAGES } from "../../../../lib/messages";
import { auditWithin } from "../../audit";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { HttpError, ok } from "../../http/envelope";
import { validate } from "../../http/validate";
import { pathId } from "../path-id";
import type { Row } from "../repository";
import { refuseLocked, viewerOf, type ResourceRouteContext } from "./context";

/** A selection for a bulk action: a page of the grid at most. */
const bulkBody = z.strictObject({
  ids: z
    .array(idRule("ids must be row ids"), { error: "Choose at least one row" })
    .min(1, "Choose at least one row")
    .max(100, "Choose at most 100 rows at a time"),
});

/** What the caller gave with an action (a reason left blank is no reason), or nothing. */
const given = (payload: Record<string, unknown>) => {
  const values = Object.entries(payload).filter(([, value]) => value !== undefined && value !== "");
  return values.length ? Object.fromEntries(values) : undefined;
};

/** A resource's named actions: on one row (`POST /:id/<key>`) and, when declared, on a selection (`POST /bulk/<key>`). */
export function actionRoutes(app: FastifyInstance, { db, resource, hooks, source, base, page, target, found }: ResourceRouteContext) {
  /**
   * One action on one row, in one transaction with its audit entry (the row before and after): if any
   * part fails, nothing of it stays. `read` is the row as the caller already read it in this
   * transaction (a selection reads each row once), else it is read here.
   */
  async function act(on: Db, request: FastifyRequest, action: ResourceAction, id: number, payload: Record<string, unknown>, read?: Row) {
    const run = hooks.actions?.[action.key];
    if (!run) throw new Error(`No hook carries out "${action.key}" of "${resource.key}".`);
    const before = read ?? (await found(on, id));
    refuseLocked(resource, before, viewerOf(request), action.key);
    if (action.when && !before[action.when.field]) throw new HttpError(409, action.when.otherwise);
    const done = await run({ db: on, request, row: before, body: payload });
    const { message, details } = typeof done === "string" ? { message: done, details: undefined } : done;
    const after = await found(on, id);
    const entry = await auditWithin(on, request, {
      action: `${resource.key}.${action.key}`,
      target: target(id),
      page,
      memberId: hooks.memberOf?.(before),
      details: details ? { ...given(payload), ...details } : given(payload),
      before,
      after,
    });
    return { message, after, entry };
  }

  for (const action of resource.actions ?? []) {
    if (!hooks.actions?.[action.key]) throw new Error(`Resource "${resource.key}" declares the action "${action.key}" but no hook carries it out.`);
    const body = actionBody(action);
    app.post(`${base}/:id/${action.key}`, async (request, reply) => {
      const id = pathId(request.params);
      const payload = validate(body, request.body ?? {});
      const { message, after, entry } = await inTransaction(db, (tx) => act(tx, request, action, id, payload));
      // An action that can be undone: its toast offers it for a few seconds (docs/undo.md).
      return ok(reply, [after], { message, ...(action.undoable && { undo: { path: apiPaths.ofRow(resource.key, id, "undo"), change: String(entry) } }) });
    });

    if (action.bulk) {
      app.post(`${base}/bulk/${action.key}`, async (request, reply) => {
        const { ids } = validate(bulkBody, request.body ?? {});
        const viewer = viewerOf(request);
        // Rows the action does not apply to (already verified, already decided) are left as they are.
        const { done, skipped } = await inTransaction(db, async (tx) => {
          const counts = { done: 0, skipped: 0 };
          for (const id of [...new Set(ids)]) {
            const row = await source.one(tx, id);
            const locked = row && resource.locks?.(row, viewer)[action.key];
            if (!row || locked || (action.when && !row[action.when.field])) counts.skipped++;
            else {
              await act(tx, request, action, id, {}, row);
              counts.done++;
            }
          }
          return counts;
        });
        return ok(reply, [{ done, skipped }], { message: MESSAGES.bulkDone(action.label, done, skipped) });
      });
    }
  }
}
