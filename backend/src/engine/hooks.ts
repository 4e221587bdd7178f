/**
 * What a resource may add to the engine on the api side, beside its declaration (lib/resources):
 * the code its named actions run, refusals, checks that need the database, a list query of its own,
 * work inside a delete, and routes of its own. Each resource's hooks live in backend/src/resources.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AnyTable } from "./tables";

export type Row = Record<string, unknown>;

/** Refuses making a row inactive or deleting it, with the reason. */
export type Guard = (row: Row) => string | undefined;

export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  /** The row as it is before the action. */
  row: Row;
  /** The body, checked with the action's declared zod schema. */
  body: Record<string, unknown>;
}

export interface ResourceHooks {
  guard?: Guard;
  /** The code of each action the declaration lists; it answers the message of the toast. */
  actions?: Record<string, (context: ActionContext) => Promise<string>>;
  /**
   * The list's own query: values computed in SQL beside the columns (joins through subqueries, counts,
   * dates compared with today), by the keys the declaration's `computed` entries name. The engine keeps
   * its paging, sorting (a sortable computed column sorts by its SQL), search, filters, CSV and envelope.
   */
  listColumns?: (main: AnyTable) => Record<string, SQL>;
  /** Checks of an add or an edit that need the database, after the declaration's own rules. */
  validate?: (db: Db, input: Row, stored?: Row) => Promise<void>;
  /** Routes of its own under /api/admin/<key>/…; who may call them follows from the path, as for every route. */
  routes?: (app: FastifyInstance, deps: { db: Db }) => Promise<void>;
}
