import type { Grant, PageRights, Right } from "../access";
import type { Check, Field } from "./fields";

export interface ListColumn {
  /** A field key, or a computed value's key. */
  field: string;
  header?: string;
  sortable?: boolean;
  /** Share of the grid's width. */
  flex?: number;
  /**
   * Left out of the grid until an administrator shows it with Columns (remembered for them): the
   * default columns, with the Status switch and the row's buttons, fit a 1280 px screen
   * (README, "Add a resource").
   */
  optional?: true;
}

export interface ListFilter {
  /** A field key: ref and enum filters choose a value, boolean ones Yes/No. */
  field: string;
  label?: string;
  /**
   * A number filter chosen from a list the resource's own api gives (`GET /<key>/<choices>`, records
   * `{ id, name }`), where the choices are no resource's options (the audit log's administrators,
   * deleted ones included). Its route is the resource's, so the page's permission opens it.
   */
  choices?: string;
}

export interface ReferenceRule {
  /** The resource whose rows point here. */
  resource: string;
  /** Its field holding the reference. */
  field: string;
  /** How the message names them: "communities". */
  label: string;
  /** Also refuse deactivating a referenced row (the original refused it for facilities and durations). */
  blocksDeactivation?: boolean;
  /** They live under this row: deleting it deletes them too, in one transaction (an FAQ category's questions). */
  cascade?: boolean;
}

export interface ResourceAction {
  key: string;
  label: string;
  /** Asked before the action runs; an action that is easy to undo (moving a row) runs at once. */
  confirm?: string;
  /** Its button's picture in the console. */
  icon?: "star" | "up" | "down" | "check" | "send" | "close" | "unblock" | "verified";
  /**
   * What staff give with it (a payment's reference): the console asks in a dialog drawn from these
   * fields, and the console and the api check the payload by their rules (actionBody in schema.ts). An
   * action without fields takes `{}`, and one with fields is never a bulk action.
   */
  fields?: Record<string, Field>;
  /**
   * The row's boolean that says the action applies (a request still pending): the console shows the
   * button only then, and the api answers 409 with `otherwise` when it does not.
   */
  when?: { field: string; otherwise: string };
  /** Also offered on a selection of rows (`POST /bulk/<key>` with `{ ids }`), in one transaction. */
  bulk?: boolean;
  /**
   * Its toast offers Undo for a few seconds (docs/undo.md): the resource's hooks carry the reverse
   * (`undo[key]`), run through the same rights, locks and audit as the action.
   */
  undoable?: true;
  /** Drawn as a warning (a rejection, a block). */
  danger?: boolean;
  /**
   * false: not one of the row's buttons, because the page offers it its own way (App Users approves a
   * photo from a dialog showing it). Its api route, bulk button and audit stay as for any action.
   */
  inRow?: false;
  /**
   * The rights on the page it needs, every one of them (Edit when silent): the console draws its
   * button only for an administrator who holds them, and the path's rule (lib/access.ts) refuses the
   * call to anyone else, on the row and on a selection alike.
   */
  rights?: readonly Right[];
  /**
   * The path of one of the resource's `endpoints` (a POST) that, given the dialog's values, answers in
   * its `message` what the action would do (how many members a send reaches): the dialog shows it and
   * asks to confirm before the action runs. Any change of a value asks again.
   */
  preview?: string;
}

/**
 * A route of a resource's own beyond the engine's (an upload, a download), under
 * /api/admin/<resource>/, declared with what it needs, as the engine's own routes are: the rights on
 * the page (Read for a GET, Edit for a change, when silent), the largest body the console passes on,
 * and how long its answer may take to start. The api serves it from the resource's hooks (`routes`).
 */
export interface ResourceEndpoint {
  /** Under the resource: "csv/upload" is /api/admin/<resource>/csv/upload. */
  path: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  rights?: readonly Right[];
  /** Bytes, when more than the console's 4 MB for a file. */
  maxBytes?: number;
  /** Milliseconds, when more than the console's usual 15 s. */
  timeoutMs?: number;
}

/** The signed-in administrator as a declaration sees them: who, whether a full administrator, and what they hold. */
export interface Viewer extends Grant {
  id: number;
}

/**
 * A change a viewer may not make to a row, and why: 403 when it would go beyond their rights (staff
 * changing a full administrator), 409 when the row itself refuses it (their own account, the demo one).
 */
export interface RowLock {
  status: 403 | 409;
  message: string;
}

/**
 * What a lock may refuse: the edit form, the active switch, delete, or a named action by its key. A lock
 * named after a field refuses an edit that changes that field's value; the form draws the field (and
 * the one repeating it) disabled with the reason.
 */
export type RowChange = "edit" | "toggle" | "delete" | (string & {});

/** How a row reads as a card (the cards view): field or computed keys for each part. */
export interface CardLayout {
  title: string;
  subtitle?: string;
  /** A picture field, shown across the top. */
  image?: string;
  /** Small facts under the heading (a status, a date). */
  meta?: string[];
  /** The longer text, cut after a few lines. */
  body?: string;
}

export interface ResourceDef<K extends string = string> {
  /** The api path segment and the page slug of lib/pages.ts. */
  key: K;
  /** The SQL table. */
  table: string;
  /** "Religion": messages and dialog titles. */
  singular: string;
  fields: Record<string, Field>;
  /** The field naming a row in messages, selects and references ("name"). */
  display: string;
  /** Unique among all rows (case-insensitive for text), or within the rows sharing `scope`. */
  unique?: { fields: string[]; scope?: string[] }[];
  columns: ListColumn[];
  filters?: ListFilter[];
  /** Text fields searched (inside the name, with trigram indexes). */
  search: string[];
  defaultSort: { field: string; order: "asc" | "desc" };
  referencedBy?: ReferenceRule[];
  /** Rows can be deleted (when nothing refers to them). */
  deletable?: boolean;
  /** Rows cannot be added or edited from the console (they come from the seed, or from the app). */
  readOnly?: boolean;
  /** false: rows have no active switch (a country is always there). */
  toggle?: false;
  /** Named actions beyond create/update/toggle/delete ("default" for currencies): `POST /:id/<key>`. */
  actions?: ResourceAction[];
  /** Its own routes beyond the engine's, with their rights and limits. */
  endpoints?: readonly ResourceEndpoint[];
  /**
   * A second button of the add form ("Save And Send"): the row is added, then the named action's
   * dialog opens on it. Drawn only for an administrator who may run that action.
   */
  saveAnd?: { action: string; label: string };
  /**
   * Rows still changing on the server (a send in progress): while any row on the page says so, the
   * list is read again every LIVE_REFRESH_MS, so its figures move without a reload.
   */
  liveWhile?: (row: Record<string, unknown>) => boolean;
  /** Values drawn in the list next to the fields (a package's price per duration). */
  computed?: Record<string, { header: string; value: (row: Record<string, unknown>) => string }>;
  /** How a row reads as a card, for pages that show this resource as cards. */
  card?: CardLayout;
  /**
   * Rules across fields (an amount at most 100 when it is a percentage): checked by the form, which
   * shows the message under the field named, and by the api, which refuses with 400 and the same words.
   */
  checks?: Check[];
  /**
   * The rows live in tables of their own (backend/src/db/schema: members, administrators…), read
   * through the api hooks' `source` and written, when the resource is not read-only, through their
   * `store`: the engine makes no table and no options for it, and keeps its routes, query checks,
   * form, validation, switch, delete, CSV, actions, envelope and audit.
   */
  ownTables?: true;
  /**
   * Changes this viewer may not make to this row, with why (their own account, the demo one): the
   * console draws their controls disabled with the reason, and the api refuses them with it before
   * anything is written. Rules that need the database stay with the api (the last administrator).
   */
  locks?: (row: Record<string, unknown> & { id: number }, viewer: Viewer) => Partial<Record<RowChange, RowLock>>;
  /** A range of days over a date field, chosen with two date pickers (`from=`, `to=`, YYYY-MM-DD, inclusive). */
  range?: { field: string; label: string };
  /** Deterministic demo rows; a ref is given by the display value of the row it points to. */
  seed?: Record<string, unknown>[];
}

/** The rights an action needs on its page: what it declares, Edit when silent (lib/access.ts asks it of a call). */
export const actionRights = (action: Pick<ResourceAction, "rights">): readonly Right[] => action.rights ?? ["edit"];

/**
 * Whether these rights on a page hold every right the action or route needs: the console draws its
 * button only then (here, not in lib/access.ts, which a list page does not otherwise download).
 */
export const mayRun = (rights: PageRights, action: Pick<ResourceAction, "rights">): boolean => actionRights(action).every((right) => rights[right]);

/** Whether rows of the resource are switched active/inactive. */
export const hasToggle = (resource: Pick<ResourceDef, "toggle">) => resource.toggle !== false;

/** Keeps the literal key of a declaration for the registry's types. */
/** A declaration, its fields' own types kept (lib/engine/row.ts types its rows from them). */
export const defineResource = <K extends string, F extends Record<string, Field>>(def: ResourceDef<K> & { fields: F }): ResourceDef<K> & { fields: F } => def;

/**
 * What a form is drawn and checked from: a resource, or a form of values that are not rows (Setting's
 * flags, lib/settings). Its key names where its pictures are uploaded.
 */
export type FormDef = Pick<ResourceDef, "key" | "fields" | "checks">;

/** Whether a module's export is a resource declaration (lib/engine/registry.ts gathers them). */
export const isResourceDef = (value: unknown): value is ResourceDef =>
  typeof value === "object" && value !== null && "key" in value && "table" in value && "fields" in value && "columns" in value;
