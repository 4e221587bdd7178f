/**
 * Saved views of the lists (docs/saved-views.md), under each page that draws the engine's list
 * toolbar: `GET /api/admin/saved-views/<slug>` lists the caller's own views of the page and those
 * others share; `POST` saves a new one; `PUT …/<id>` renames, changes, shares or unshares one of the
 * caller's own and `DELETE …/<id>` removes it (anyone else's is 404). The guard lets in whoever may
 * open the page (lib/access.ts: Read on it), so a shared view is offered only to them, and refuses
 * every change of the demo administrator. Sharing, unsharing, and changing or deleting a view that is
 * shared are audited, under the page.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { apiPaths } from "@/lib/api-paths";
import { MESSAGES } from "@/lib/messages";
import { ADMIN_PAGES, viewOf, type AdminPage } from "@/lib/pages";
import { requireResource } from "@/lib/resources/index";
import { keepsSavedViews, SAVED_VIEWS_PER_PAGE, type SavedView } from "@/lib/saved-views";
import { savedViewSchemas } from "@/lib/saved-view-schema";
import { viewListsOf } from "@/lib/saved-view-state";
import { auditWithin, type AuditEntry } from "../audit";
import { adminOf } from "../auth/guard";
import type { Db } from "../db/client";
import { databaseErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { inTransaction } from "../db/transaction";
import { pathId } from "../engine/path-id";
import { HttpError, ok } from "../http/envelope";
import { markApplied } from "../http/idempotency";
import { NO_BODY, validate } from "../http/validate";
import { deleteView, insertView, ownCount, ownView, snapshotOf, updateView, viewsOffered, type OwnView, type ViewSnapshot } from "./store";

const NO_QUERY = z.strictObject({});

/** The caller, and their name as a view's owner reads. */
const callerOf = (request: FastifyRequest) => {
  const { row } = adminOf(request);
  return { id: row.id, name: `${row.firstName} ${row.lastName}` };
};

const offered = (view: OwnView, owner: string): SavedView => ({ id: view.id, name: view.name, query: view.query, shared: view.shared, mine: true, owner });

/** A second view of the same name (in any case) for the same administrator and page: the table's unique index says so. */
const refuseTakenName = (name: string) => (error: unknown) => {
  throw databaseErrorCode(error) === UNIQUE_VIOLATION ? new HttpError(409, MESSAGES.savedViewNameTaken(name)) : error;
};

/**
 * The audit entry of a change, when there is one: a view that is or was shared is everyone's business
 * on the page; a private one is its owner's alone. The change's Idempotency-Key is marked applied in the
 * same transaction either way (docs/idempotency.md).
 */
async function recordChange(tx: Db, request: FastifyRequest, page: AdminPage, id: number, before: ViewSnapshot | undefined, after: ViewSnapshot | undefined) {
  if (!before?.shared && !after?.shared) return markApplied(tx, request);
  const action = !after ? "delete" : !before?.shared ? "share" : !after.shared ? "unshare" : "update";
  const entry: AuditEntry = { action: `savedview.${action}`, target: `savedview:${id}`, page: page.title, details: { page: page.slug }, ...(before ? { before } : {}), ...(after ? { after } : {}) };
  await auditWithin(tx, request, entry);
}

/** The toast of a change: a share or an unshare says so, anything else that the view was saved. */
function changeMessage(before: ViewSnapshot, after: ViewSnapshot): string {
  if (after.shared !== before.shared) return after.shared ? MESSAGES.savedViewNowShared(after.name) : MESSAGES.savedViewNowPrivate(after.name);
  return MESSAGES.savedViewSaved(after.name);
}

function pageRoutes(app: FastifyInstance, db: Db, page: AdminPage) {
  const schemas = savedViewSchemas(viewListsOf(viewOf(page), page.resources ?? [], requireResource));
  const base = apiPaths.savedViews(page.slug);
  const idOf = (request: FastifyRequest) => pathId(request.params, MESSAGES.savedViewNotFound);

  app.get(base, async (request, reply) => {
    validate(NO_QUERY, request.query);
    return ok(reply, await viewsOffered(db, callerOf(request).id, page.slug));
  });

  app.post(base, async (request, reply) => {
    const body = validate(schemas.create, request.body);
    const caller = callerOf(request);
    const view = await inTransaction(db, async (tx) => {
      if ((await ownCount(tx, caller.id, page.slug)) >= SAVED_VIEWS_PER_PAGE) throw new HttpError(409, MESSAGES.savedViewsFull(SAVED_VIEWS_PER_PAGE));
      const row = await insertView(tx, caller.id, page.slug, body);
      await recordChange(tx, request, page, row.id, undefined, snapshotOf(row));
      return row;
    }).catch(refuseTakenName(body.name));
    return ok(reply, [offered(view, caller.name)], { message: view.shared ? MESSAGES.savedViewSavedShared(view.name) : MESSAGES.savedViewSaved(view.name) });
  });

  app.put(`${base}/:id`, async (request, reply) => {
    const id = idOf(request);
    const body = validate(schemas.update, request.body);
    const caller = callerOf(request);
    const { before, after } = await inTransaction(db, async (tx) => {
      const found = await ownView(tx, caller.id, page.slug, id);
      if (!found) throw new HttpError(404, MESSAGES.savedViewNotFound);
      const row = await updateView(tx, id, body);
      await recordChange(tx, request, page, id, snapshotOf(found), snapshotOf(row));
      return { before: found, after: row };
    }).catch(refuseTakenName(body.name ?? ""));
    return ok(reply, [offered(after, caller.name)], { message: changeMessage(before, after) });
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    const id = idOf(request);
    NO_BODY(request.body);
    const caller = callerOf(request);
    const gone = await inTransaction(db, async (tx) => {
      const found = await ownView(tx, caller.id, page.slug, id);
      if (!found) throw new HttpError(404, MESSAGES.savedViewNotFound);
      await deleteView(tx, id);
      await recordChange(tx, request, page, id, snapshotOf(found), undefined);
      return found;
    });
    return ok(reply, [], { message: MESSAGES.savedViewDeleted(gone.name) });
  });
}

/** The routes of every page whose view keeps saved views (lib/saved-views.ts), each under its page's rule. */
export async function savedViewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const page of ADMIN_PAGES.filter((candidate) => keepsSavedViews(viewOf(candidate)))) pageRoutes(app, db, page);
}
