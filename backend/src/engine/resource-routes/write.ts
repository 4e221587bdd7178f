import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { hasToggle, type RowChange } from "../../../../lib/engine/define";
import { inputSchema } from "../../../../lib/engine/schema";
import { MESSAGES } from "../../../../lib/messages";
import { auditWithin } from "../../audit";
import { media } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { ok } from "../../http/envelope";
import { apiPaths } from "../../../../lib/api-paths";
import { NO_BODY, validate } from "../../http/validate";
import { acceptImageUploads, MAX_IMAGE_BYTES, pictureOf } from "../../media/images";
import type { WriteContext } from "../hooks";
import { pathId } from "../path-id";
import { checkPictures, type Row } from "../repository";
import { refuseFullAdminOnly, refuseGuessablePasswords, refuseLocked, refuseLockedFields, viewerOf, type ResourceRouteContext } from "./context";

const activeBody = z.strictObject({ isActive: z.boolean({ error: "isActive must be true or false" }) });

/** Writing a resource: add, save, the active switch, delete, and a picture for its form. */
export function writeRoutes(app: FastifyInstance, { db, resource, store, base, page, target, found }: ResourceRouteContext) {
  const addInput = inputSchema(resource, "add");
  const editInput = inputSchema(resource, "edit");

  /**
   * One change, in one transaction with its audit entry (the page, the row before and after): if the
   * entry cannot be written, the change is undone with it. `work` answers the id it changed; a row
   * changed (`id`) is read first, 404 when it is not there, and refused when its locks say so.
   */
  interface Change {
    action: string;
    id?: number;
    lockedBy?: RowChange;
    /** The row is gone afterwards (deleted): there is no after. */
    gone?: true;
  }
  async function changed(request: FastifyRequest, { action, id, lockedBy, gone }: Change, work: (context: WriteContext, before?: Row) => Promise<number>) {
    const viewer = viewerOf(request);
    const committed: (() => Promise<void>)[] = [];
    const afterCommit = (task: () => Promise<void>) => void committed.push(task);
    const result = await inTransaction(db, async (tx) => {
      const before = id === undefined ? undefined : await found(tx, id);
      if (before && lockedBy) refuseLocked(resource, before, viewer, lockedBy);
      const changed = await work({ db: tx, request, viewer, afterCommit }, before);
      const after = gone ? undefined : await found(tx, changed);
      const entry = await auditWithin(tx, request, { action, target: target(changed), page, before, after });
      return { after, entry };
    });
    for (const task of committed) request.server.background.run(task);
    return result;
  }
  const change = async (...args: Parameters<typeof changed>) => (await changed(...args)).after;

  const { create, update } = store;
  if (!resource.readOnly && create && update) {
    app.post(base, async (request, reply) => {
      const input = validate(addInput, request.body);
      refuseGuessablePasswords(resource, input);
      refuseFullAdminOnly(resource, input, viewerOf(request));
      const row = await change(request, { action: `${resource.key}.create` }, async (context) => {
        if (resource.ownTables) await checkPictures(context.db, resource, input);
        return create(context, input);
      });
      return ok(reply, [row], { message: MESSAGES.rowAdded(resource.singular) });
    });

    app.put(`${base}/:id`, async (request, reply) => {
      const id = pathId(request.params);
      const input = validate(editInput, request.body);
      refuseGuessablePasswords(resource, input);
      refuseFullAdminOnly(resource, input, viewerOf(request));
      const row = await change(request, { action: `${resource.key}.update`, id, lockedBy: "edit" }, async (context, before) => {
        refuseLockedFields(resource, before!, context.viewer, input);
        if (resource.ownTables) await checkPictures(context.db, resource, input, before);
        await update(context, id, input, before!);
        return id;
      });
      return ok(reply, [row], { message: MESSAGES.rowSaved(resource.singular) });
    });
  }

  const switchActive = store.setActive;
  if (hasToggle(resource) && switchActive) app.put(`${base}/:id/active`, async (request, reply) => {
    const id = pathId(request.params);
    const { isActive } = validate(activeBody, request.body);
    const { after, entry } = await changed(request, { action: `${resource.key}.${isActive ? "activate" : "deactivate"}`, id, lockedBy: "toggle" }, async (context, before) => {
      await switchActive(context, id, isActive, before!);
      return id;
    });
    // For UNDO_SECONDS the toast offers to switch it back (docs/undo.md).
    return ok(reply, [after], { message: MESSAGES.rowSwitched(resource.singular, isActive), undo: { path: apiPaths.ofRow(resource.key, id, "undo"), change: String(entry) } });
  });

  const remove = store.remove;
  if (resource.deletable && remove) {
    app.delete(`${base}/:id`, async (request, reply) => {
      const id = pathId(request.params);
      NO_BODY(request.body);
      await change(request, { action: `${resource.key}.delete`, id, lockedBy: "delete", gone: true }, async (context, before) => {
        await remove(context, id, before!);
        return id;
      });
      return ok(reply, [], { message: MESSAGES.rowDeleted(resource.singular) });
    });
  }

  // Pictures (an occupation's image) are uploaded first; the form then saves the returned id.
  if (Object.values(resource.fields).some((field) => field.kind === "image") && !resource.readOnly) {
    acceptImageUploads(app);
    app.post(`${base}/image`, { bodyLimit: 2 * MAX_IMAGE_BYTES }, async (request, reply) => {
      const { bytes, contentType } = await pictureOf(request.body);
      const [file] = await db.insert(media).values({ contentType, bytes, size: bytes.length, owner: resource.key }).returning({ id: media.id });
      return ok(reply, [{ id: file.id }], { message: MESSAGES.pictureUploaded });
    });
  }
}
