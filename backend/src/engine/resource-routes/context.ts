import type { FastifyRequest } from "fastify";
import { isFullAdmin } from "../../../../lib/access";
import { hasToggle, type ResourceDef, type RowChange, type Viewer } from "../../../../lib/engine/define";
import { MESSAGES } from "../../../../lib/messages";
import { pageOwning } from "../../../../lib/pages";
import { adminOf } from "../../auth/guard";
import { refuseGuessablePassword } from "../../auth/password-rule";
import type { SecretBoxKeys } from "../../config/two-factor-key";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/envelope";
import { hooksOf } from "../../resources/index";
import type { Input, ListSource, ResourceHooks, RowStore } from "../hooks";
import { allRows, createRow, deleteRow, getRow, listRows, setActive, updateRow, type Row } from "../repository";

/**
 * What every route of one resource works with: its declaration and hooks, where its rows are read
 * (`source`) and written (`store`), the page its audit entries name, and a row read or 404.
 */
export interface ResourceRouteContext {
  db: Db;
  resource: ResourceDef;
  hooks: ResourceHooks;
  source: ListSource;
  store: RowStore;
  /** `/api/admin/<resource>`. */
  base: string;
  /** The title of the page owning it, for the audit log. */
  page: string | undefined;
  /** The audit log's name of a row. */
  target: (id: number) => string;
  /** The row, read on `on` (a transaction, or the database), or 404 in the resource's words. */
  found: (on: Db, id: number) => Promise<Row>;
}

export function resourceRouteContext(db: Db, resource: ResourceDef, dataKeys?: SecretBoxKeys): ResourceRouteContext {
  const hooks = hooksOf(resource.key);
  const source = sourceFor(resource, hooks);
  return {
    db,
    resource,
    hooks,
    source,
    store: storeFor(resource, hooks, dataKeys),
    base: `/api/admin/${resource.key}`,
    page: pageOwning(resource.key)?.title,
    target: (id) => `${resource.key}:${id}`,
    found: async (on, id) => (await source.one(on, id)) ?? Promise.reject(new HttpError(404, MESSAGES.rowNotFound(resource.singular))),
  };
}

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
export const viewerOf = (request: FastifyRequest): Viewer => {
  const { row, pagePermissions } = adminOf(request);
  return { id: row.id, roleId: row.roleId, pagePermissions };
};

/** Refuses a change the row's locks forbid this viewer (lib/engine/define.ts `locks`), in their words. */
export function refuseLocked(resource: ResourceDef, row: Row, viewer: Viewer, change: RowChange) {
  const lock = resource.locks?.(row, viewer)[change];
  if (lock) throw new HttpError(lock.status, lock.message);
}

/** Refuses an edit that changes a field the row's locks keep from this viewer (another's email), under that field. */
export function refuseLockedFields(resource: ResourceDef, row: Row, viewer: Viewer, input: Input) {
  const locks = resource.locks?.(row, viewer) ?? {};
  for (const key of Object.keys(resource.fields)) {
    const lock = locks[key];
    if (lock && input[key] !== undefined && String(input[key] ?? "") !== String(row[key] ?? "")) throw new HttpError(lock.status, lock.message, { [key]: lock.message });
  }
}

/** Fields only a full administrator may send (a role): anyone else sending one is refused, never ignored. */
export function refuseFullAdminOnly(resource: ResourceDef, input: Input, viewer: Viewer) {
  if (isFullAdmin(viewer)) return;
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.fullAdminOnly && input[key] !== undefined) throw new HttpError(403, MESSAGES.fullAdminOnlyField(field.label), { [key]: MESSAGES.fullAdminOnlySet });
  }
}

/**
 * A password a declaration asks to be strong (a new administrator's) must also not be quickly
 * guessed; the check is the api's alone, since its dictionary stays out of the forms' bundles.
 */
export function refuseGuessablePasswords(resource: ResourceDef, input: Input) {
  const personal = ["email", "firstName", "lastName", "name"].map((key) => input[key]);
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.kind === "password" && field.strength && typeof input[key] === "string") refuseGuessablePassword(input[key], key, personal);
  }
}

/** The generic routes of one declared resource; who may call them follows from the path (lib/access.ts). */
