/**
 * What a resource may add to the engine on the api side, beside its declaration (lib/resources):
 * the code its named actions run, refusals, checks that need the database, a list query of its own,
 * work inside a delete, the reads and writes of tables of its own, and routes of its own. Each
 * resource's hooks live in backend/src/resources.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SQL } from "drizzle-orm";
import type { Viewer } from "../../../lib/engine/define";
import type { Field } from "../../../lib/engine/fields";
import type { RowOf } from "../../../lib/engine/row";
import type { ListQuery } from "../../../lib/engine/list-query";
import type { Db } from "../db/client";
import type { AnyTable } from "./tables";

/** A stored row as a source reads it: its id, its declared fields, and what its list adds. */
export type Row = Record<string, unknown> & { id: number };
/** A checked add or edit payload: the declared fields of the form, no id. */
export type Input = Record<string, unknown>;

/** A change a guard may refuse: the active switch either way, or a delete. */
export type GuardedChange = "activate" | "deactivate" | "delete";

/**
 * Refuses switching a row or deleting it, with the reason (409). `db` is the change's transaction, for
 * a reason the database holds (the gateways a default currency keeps supported).
 */
export type Guard<R extends Row = Row> = (row: R, change: GuardedChange, db: Db) => string | undefined | Promise<string | undefined>;

export interface ActionContext<R extends Row = Row> {
  db: Db;
  request: FastifyRequest;
  /** The row as it is before the action. */
  row: R;
  /** The body, checked with the action's declared zod schema. */
  body: Record<string, unknown>;
}

/**
 * What an action did that its audit entry should name beside what it was given: the rows it changed
 * when the row it was run on does not show them (the documents *Verify documents* verified), for the
 * log's readers and for its undo.
 */
export interface ActionDone {
  message: string;
  details: Record<string, unknown>;
}

/** The change an undo reverses, from its audit entry (docs/undo.md). */
export interface UndoneChange {
  /** The row as the change found it, as JSON (days and times as text): what the action overwrote. */
  before: unknown;
  /** What the action named beside its row (`ActionDone.details`), as JSON. */
  details: unknown;
  /**
   * The change's moment, as text to the microsecond: its transaction's `now()`, which its audit entry
   * and every `now()` it wrote share, so that a reverse can tell rows it stamped from rows stamped since.
   */
  at: string;
}

/** An undo's reverse: `row` is the row as the change left it (checked unchanged since). */
export interface UndoContext<R extends Row = Row> extends ActionContext<R> {
  change: UndoneChange;
}

/**
 * Where the rows of a resource with tables of its own (`ownTables`) come from: its query, written for
 * its tables and indexes. The engine keeps the routes, the checked query, the envelope, the CSV and the
 * actions around it.
 */
export interface ListSource {
  /**
   * A page of rows for a checked list query, and how many rows match it. A source whose every count
   * would be slow may stop counting (`capped`): then `total` rows were counted and more match.
   */
  list(db: Db, query: ListQuery): Promise<{ rows: Row[]; total: number; capped?: boolean }>;
  /** One row as the list shows it, or undefined (404). */
  one(db: Db, id: number): Promise<Row | undefined>;
  /**
   * Every row matching the query, in its order, a batch at a time, never all in memory (the CSV export).
   * It may refuse the query by throwing when called, before any line of the file is sent.
   */
  stream(db: Db, query: ListQuery): AsyncIterable<Row[]>;
}

/** Where a write runs and who asked: `db` is the transaction the engine writes the audit entry in. */
export interface WriteContext {
  db: Db;
  request: FastifyRequest;
  viewer: Viewer;
  /** Work for once the change has committed (a mail telling of it), run after the answer; never if it is undone. */
  afterCommit: (task: () => Promise<void>) => void;
}

/**
 * How a resource with tables of its own (`ownTables`) writes its rows: add and edit unless it is
 * read-only, the switch when it has one, delete when deletable (the api does not start when one the
 * declaration offers is missing). Each runs inside the engine's transaction, after the engine checked the payload with the declaration's
 * rules (add or edit form), its pictures and the row's locks, and before it reads the row again
 * through the source for the audit entry (before and after) and the answer. A refusal is an HttpError
 * (409 with the reason); anything thrown undoes the whole change with its audit entry.
 */
export interface RowStore<R extends Row = Row> {
  /** Adds a row from a checked add payload; answers its id. */
  create?(context: WriteContext, input: Input): Promise<number>;
  /** Saves a checked edit payload over the row as the source read it (`before`). */
  update?(context: WriteContext, id: number, input: Input, before: R): Promise<void>;
  /** The active switch, when the declaration has one. */
  setActive?(context: WriteContext, id: number, isActive: boolean, before: R): Promise<void>;
  /** Delete, when the declaration says rows are deletable. */
  remove?(context: WriteContext, id: number, before: R): Promise<void>;
}

/** A resource's hooks, handed its rows typed from its declaration (`R`, lib/engine/row.ts) when made with `defineHooks`. */
export interface ResourceHooks<R extends Row = Row> {
  source?: ListSource;
  /** The writes of an `ownTables` resource. */
  store?: RowStore<R>;
  /**
   * The member an action on a row concerns (the member, a document's owner, the reported member of a
   * block request): its audit entry is filed under them, for their History tab.
   */
  memberOf?: (row: R) => number | undefined;
  guard?: Guard<R>;
  /**
   * Whether a new row starts active, given its checked add payload (a gateway without the default
   * currency starts switched off); active when absent. Runs in the add's transaction.
   */
  activeWhenAdded?: (db: Db, input: Input) => Promise<boolean>;
  /**
   * The code of each action the declaration lists; it answers the message of the toast. It runs inside
   * the action's transaction (`db` is that transaction), after the declared `when` was checked; it
   * should still change rows only where they are as it expects (`… where status = 'pending'`) and answer
   * 409 otherwise, so that two staff acting at once cannot both succeed.
   */
  actions?: Record<string, (context: ActionContext<R>) => Promise<string | ActionDone>>;
  /**
   * The reverse of each action the declaration says is `undoable`, answering its toast's words: run in
   * the undo's transaction once the undo was checked (its maker, in time, once, the row unchanged since:
   * docs/undo.md). It too changes rows only where they are as the action left them, 409 otherwise.
   */
  undo?: Record<string, (context: UndoContext<R>) => Promise<string>>;
  /**
   * The list's own query: values computed in SQL beside the columns (joins through subqueries, counts,
   * dates compared with today), by the keys the declaration's `computed` entries name. The engine keeps
   * its paging, sorting (a sortable computed column sorts by its SQL), search, filters, CSV and envelope.
   */
  listColumns?: (main: AnyTable) => Record<string, SQL>;
  /** Checks of an add or an edit that need the database, after the declaration's own rules. */
  validate?: (db: Db, input: Input, stored?: R) => Promise<void>;
  /** Routes of its own under /api/admin/<key>/…; who may call them follows from the path, as for every route. */
  routes?: (app: FastifyInstance, deps: { db: Db }) => Promise<void>;
}

/**
 * A resource's hooks with its rows typed from its declaration (`row.memberId` is a number, not a value
 * to cast). The engine hands each hook only rows of that resource, as its source read them: the one
 * place that says so is here, where the typed hooks join the registry's untyped map.
 */
export function defineHooks<D extends { fields: Record<string, Field> }>(_resource: D, hooks: ResourceHooks<RowOf<D>>): ResourceHooks {
  return hooks as unknown as ResourceHooks;
}
