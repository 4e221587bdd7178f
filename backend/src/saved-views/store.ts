/**
 * The rows of saved_views (docs/saved-views.md): what one administrator is offered on a page, and
 * their own views read, written and removed. Each write takes the transaction of its route, which
 * also writes its audit entry.
 */
import { and, asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { SavedView } from "@/lib/saved-views";
import type { Db } from "../db/client";
import { personName } from "../db/person-name";
import { adminUsers, savedViews } from "../db/schema";

/** A view as an audit entry keeps it: enough to tell what was shared and what became of it. */
export interface ViewSnapshot {
  name: string;
  query: string;
  shared: boolean;
}

export type OwnView = typeof savedViews.$inferSelect;

const mine = (adminId: number) => sql<boolean>`${savedViews.adminId} = ${adminId}`;

/**
 * The views of a page the administrator is offered: their own, and those others share, unless their
 * owner's account was deleted (no one would be left to change or remove them). Their own come first,
 * then by name.
 */
export function viewsOffered(db: Db, adminId: number, page: string): Promise<SavedView[]> {
  return db
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query, shared: savedViews.shared, mine: mine(adminId), owner: personName(adminUsers) })
    .from(savedViews)
    .innerJoin(adminUsers, eq(adminUsers.id, savedViews.adminId))
    .where(and(eq(savedViews.page, page), or(eq(savedViews.adminId, adminId), and(eq(savedViews.shared, true), isNull(adminUsers.deletedAt)))))
    .orderBy(desc(mine(adminId)), asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

/** How many views the administrator keeps on the page. */
export async function ownCount(db: Db, adminId: number, page: string): Promise<number> {
  const [{ views }] = await db.select({ views: count() }).from(savedViews).where(and(eq(savedViews.adminId, adminId), eq(savedViews.page, page)));
  return views;
}

/** One of the administrator's own views of the page, locked until the transaction ends; none for anyone else's. */
export async function ownView(tx: Db, adminId: number, page: string, id: number): Promise<OwnView | undefined> {
  const [view] = await tx
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.adminId, adminId), eq(savedViews.page, page)))
    .for("update");
  return view;
}

export async function insertView(tx: Db, adminId: number, page: string, view: ViewSnapshot): Promise<OwnView> {
  const [row] = await tx.insert(savedViews).values({ adminId, page, ...view }).returning();
  return row;
}

export async function updateView(tx: Db, id: number, change: Partial<ViewSnapshot>): Promise<OwnView> {
  const [row] = await tx.update(savedViews).set({ ...change, updatedAt: new Date() }).where(eq(savedViews.id, id)).returning();
  return row;
}

export async function deleteView(tx: Db, id: number): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}

export const snapshotOf = ({ name, query, shared }: ViewSnapshot): ViewSnapshot => ({ name, query, shared });
