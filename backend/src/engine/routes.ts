import { MESSAGES } from "@/lib/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isFullAdmin } from "../../../lib/access";
import { z } from "zod";
import { hasToggle, type ResourceAction, type ResourceDef, type RowChange, type Viewer } from "../../../lib/engine/define";
import { pageOwning } from "../../../lib/pages";
import { columnHeader, cellText, displayUnit } from "../../../lib/engine/format";
import { requireResource, RESOURCES } from "../../../lib/resources/index";
import { listQuerySchema } from "../../../lib/engine/list-query-schema";
import { inputSchema } from "../../../lib/engine/schema";
import { idRule, idTextRule } from "../../../lib/id-rules";
import { auditWithin } from "../audit";
import { adminOf } from "../auth/guard";
import { refuseGuessablePassword } from "../auth/password-rule";
import type { Db } from "../db/client";
import { HttpError, ok } from "../http/envelope";
import { NO_BODY, validate } from "../http/validate";
import { media } from "../db/schema";
import { acceptImageUploads, MAX_IMAGE_BYTES, pictureOf } from "../media/images";
import { csvLine, sendCsv } from "./csv";
import { allRows, checkPictures, createRow, deleteRow, getRow, listRows, optionRows, setActive, updateRow, type Row } from "./repository";
import { hooksOf } from "../resources/index";
import type { ListSource, ResourceHooks, RowStore, WriteContext } from "./hooks";
import type { SecretBoxKeys } from "../config/two-factor-key";
import { pathId } from "./path-id";

const activeBody = z.strictObject({ isActive: z.boolean({ error: "isActive must be true or false" }) });

const unitOf = (key: string) => displayUnit(requireResource(key));

/** A selection for a bulk action: a page of the grid at most. */
const bulkBody = z.strictObject({
  ids: z
    .array(idRule("ids must be row ids"), { error: "Choose at least one row" })
    .min(1, "Choose at least one row")
    .max(100, "Choose at most 100 rows at a time"),
});

/** The engine's own tables, or the resource's source when it keeps tables of its own. */
function sourceFor(resource: ResourceDef, hooks: ResourceHooks): ListSource {
  if (resource.ownTables) {
    if (!hooks.source) throw new Error(`Resource "${resource.key}" keeps tables of its own but its hooks give no source.`);
    return hooks.source;
  }
  return {
    list: (db, query) => listRows(db, resource, query, hooks),
    one: (db, id) => getRow(db, resource, id, hooks).catch((error) => (error instanceof HttpError && error.status === 404 ? undefined : Promise.reject(error))),
    stream: (db, query) => allRows(db, resource, query, hooks),
  };
}

/**
 * The engine's own tables, or the resource's store when it keeps tables of its own: that store must
 * bring every write its declaration offers, or the api does not start.
 */
function storeFor(resource: ResourceDef, hooks: ResourceHooks, dataKeys?: SecretBoxKeys): RowStore {
  if (!resource.ownTables) {
    return {
      create: async ({ db }, input) => (await createRow(db, resource, input, hooks, dataKeys)).id as number,
      update: async ({ db }, id, input) => void (await updateRow(db, resource, id, input, hooks, dataKeys)),
      setActive: async ({ db }, id, isActive) => void (await setActive(db, resource, id, isActive, hooks.guard)),
      remove: ({ db }, id) => deleteRow(db, resource, id, hooks),
    };
  }
  const store = hooks.store ?? {};
  const missing = [
    !resource.readOnly && !(store.create && store.update) && "add and edit",
    hasToggle(resource) && !store.setActive && "the active switch",
    resource.deletable && !store.remove && "delete",
  ].filter(Boolean);
  if (missing.length) throw new Error(`Resource "${resource.key}" keeps tables of its own but its hooks' store gives no ${missing.join(", ")}.`);
  return store;
}

/** The signed-in administrator as declarations see them (their locks). */
const viewerOf = (request: FastifyRequest): Viewer => {
  const { row, pagePermissions } = adminOf(request);
  return { id: row.id, roleId: row.roleId, pagePermissions };
};

/** Refuses a change the row's locks forbid this viewer (lib/engine/define.ts `locks`), in their words. */
function refuseLocked(resource: ResourceDef, row: Row, viewer: Viewer, change: RowChange) {
  const lock = resource.locks?.(row, viewer)[change];
  if (lock) throw new HttpError(lock.status, lock.message);
}

/** Refuses an edit that changes a field the row's locks keep from this viewer (another's email), under that field. */
function refuseLockedFields(resource: ResourceDef, row: Row, viewer: Viewer, input: Row) {
  const locks = resource.locks?.(row, viewer) ?? {};
  for (const key of Object.keys(resource.fields)) {
    const lock = locks[key];
    if (lock && input[key] !== undefined && String(input[key] ?? "") !== String(row[key] ?? "")) throw new HttpError(lock.status, lock.message, { [key]: lock.message });
  }
}

/** Fields only a full administrator may send (a role): anyone else sending one is refused, never ignored. */
function refuseFullAdminOnly(resource: ResourceDef, input: Row, viewer: Viewer) {
  if (isFullAdmin(viewer)) return;
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.fullAdminOnly && input[key] !== undefined) throw new HttpError(403, MESSAGES.fullAdminOnlyField(field.label), { [key]: MESSAGES.fullAdminOnlySet });
  }
}

/**
 * A password a declaration asks to be strong (a new administrator's) must also not be quickly
 * guessed; the check is the api's alone, since its dictionary stays out of the forms' bundles.
 */
function refuseGuessablePasswords(resource: ResourceDef, input: Row) {
  const personal = ["email", "firstName", "lastName", "name"].map((key) => input[key]);
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.kind === "password" && field.strength && typeof input[key] === "string") refuseGuessablePassword(input[key], key, personal);
  }
}

/** The generic routes of one declared resource; who may call them follows from the path (lib/access.ts). */
async function resourceRoutes(app: FastifyInstance, { db, resource, dataKeys }: { db: Db; resource: ResourceDef; dataKeys?: SecretBoxKeys }) {
  const base = `/api/admin/${resource.key}`;
  const listQuery = listQuerySchema(resource);
  const addInput = inputSchema(resource, "add");
  const editInput = inputSchema(resource, "edit");
  const hooks = hooksOf(resource.key);
  const source = sourceFor(resource, hooks);
  const store = storeFor(resource, hooks, dataKeys);
  const target = (id: number) => `${resource.key}:${id}`;
  const page = pageOwning(resource.key)?.title;
  const found = async (on: Db, id: number) => (await source.one(on, id)) ?? Promise.reject(new HttpError(404, MESSAGES.rowNotFound(resource.singular)));

  app.get(base, async (request, reply) => {
    const { rows, total, capped } = await source.list(db, validate(listQuery, request.query));
    return ok(reply, rows, { totalRecords: total, ...(capped ? { totalCapped: true } : {}) });
  });

  // The choices of selects in other forms: active rows, narrowed by a dependsOn filter (community by religion).
  const optionFilters = z.object(
    Object.fromEntries(Object.keys(resource.fields).filter((k) => resource.fields[k].kind === "ref").map((k) => [k, idTextRule(`${k} must be a row id`).optional()])),
  );
  if (!resource.ownTables) app.get(`${base}/options`, async (request, reply) => {
    const filters = Object.fromEntries(Object.entries(validate(optionFilters, request.query)).filter(([, v]) => v !== undefined)) as Record<string, number>;
    return ok(reply, await optionRows(db, resource, filters));
  });

  app.get(`${base}/export`, async (request, reply) => {
    const query = validate(listQuery, request.query);
    // Rows of tables of their own report a switch only when they have one (administrators, not members).
    const status = !resource.ownTables || hasToggle(resource);
    const headers = ["Sr. No", ...resource.columns.map((c) => columnHeader(resource, c.field, c.header)), ...(status ? ["Status"] : [])];
    // Asked before the first line is sent, so a source refusing the query (a member's list without the
    // member) answers 400 instead of breaking off a download already under way.
    const batches = source.stream(db, query);
    async function* lines() {
      yield `\uFEFF${csvLine(headers)}`;
      let n = 0;
      for await (const batch of batches) {
        yield batch
          .map((row) => csvLine([++n, ...resource.columns.map((c) => cellText(resource, c.field, row, unitOf)), ...(status ? [row.isActive ? "Active" : "Inactive"] : [])]))
          .join("");
      }
    }
    return sendCsv(reply, resource.key, lines());
  });

  app.get(`${base}/:id`, async (request, reply) => {
    const id = pathId(request.params);
    return ok(reply, [await found(db, id)]);
  });

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
  async function change(request: FastifyRequest, { action, id, lockedBy, gone }: Change, work: (context: WriteContext, before?: Row) => Promise<number>) {
    const viewer = viewerOf(request);
    const committed: (() => Promise<void>)[] = [];
    const afterCommit = (task: () => Promise<void>) => void committed.push(task);
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = id === undefined ? undefined : await found(tx, id);
      if (before && lockedBy) refuseLocked(resource, before, viewer, lockedBy);
      const changed = await work({ db: tx, request, viewer, afterCommit }, before);
      const after = gone ? undefined : await found(tx, changed);
      await auditWithin(tx, request, { action, target: target(changed), page, before, after });
      return after;
    });
    for (const task of committed) request.server.background.run(task);
    return result;
  }

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
    const row = await change(request, { action: `${resource.key}.${isActive ? "activate" : "deactivate"}`, id, lockedBy: "toggle" }, async (context, before) => {
      await switchActive(context, id, isActive, before!);
      return id;
    });
    return ok(reply, [row], { message: MESSAGES.rowSwitched(resource.singular, isActive) });
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

  /**
   * One action on one row, in one transaction with its audit entry (the row before and after): if any
   * part fails, nothing of it stays.
   */
  async function act(on: Db, request: FastifyRequest, action: ResourceAction, id: number, payload: Record<string, unknown>) {
    const run = hooks.actions?.[action.key];
    if (!run) throw new Error(`No hook carries out "${action.key}" of "${resource.key}".`);
    const before = await found(on, id);
    refuseLocked(resource, before, viewerOf(request), action.key);
    if (action.when && !before[action.when.field]) throw new HttpError(409, action.when.otherwise);
    const message = await run({ db: on, request, row: before, body: payload });
    const after = await found(on, id);
    await auditWithin(on, request, {
      action: `${resource.key}.${action.key}`,
      target: target(id),
      page,
      memberId: hooks.memberOf?.(before),
      details: Object.keys(payload).length ? payload : undefined,
      before,
      after,
    });
    return { message, after };
  }

  for (const action of resource.actions ?? []) {
    if (!hooks.actions?.[action.key]) throw new Error(`Resource "${resource.key}" declares the action "${action.key}" but no hook carries it out.`);
    // An action without a declared payload takes none, and says so in words rather than zod's.
    const body = action.body ?? z.strictObject({}, { error: "This action takes no details." });
    app.post(`${base}/:id/${action.key}`, async (request, reply) => {
      const id = pathId(request.params);
      const payload = validate(body, request.body ?? {});
      const { message, after } = await db.transaction((tx) => act(tx as unknown as Db, request, action, id, payload));
      return ok(reply, [after], { message });
    });

    if (action.bulk) {
      app.post(`${base}/bulk/${action.key}`, async (request, reply) => {
        const { ids } = validate(bulkBody, request.body ?? {});
        // Rows the action does not apply to (already verified, already decided) are left as they are.
        const { done, skipped } = await db.transaction(async (tx) => {
          const counts = { done: 0, skipped: 0 };
          for (const id of [...new Set(ids)]) {
            const row = await source.one(tx as unknown as Db, id);
            const locked = row && resource.locks?.(row, viewerOf(request))[action.key];
            if (!row || locked || (action.when && !row[action.when.field])) counts.skipped++;
            else {
              await act(tx as unknown as Db, request, action, id, {});
              counts.done++;
            }
          }
          return counts;
        });
        return ok(reply, [{ done, skipped }], { message: MESSAGES.bulkDone(action.label, done, skipped) });
      });
    }
  }

  await hooks.routes?.(app, { db });
}

/** `dataKeys` seal the values of secret fields at rest (docs/encryption-at-rest.md). */
export async function allResourceRoutes(app: FastifyInstance, { db, dataKeys }: { db: Db; dataKeys?: SecretBoxKeys }) {
  for (const resource of RESOURCES) await app.register(resourceRoutes, { db, resource, dataKeys });
}

