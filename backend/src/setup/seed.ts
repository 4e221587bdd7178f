import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { ADMIN_PAGES, pagePath, type AdminPageDef, type PageTitle } from "@/lib/pages";
import { DEMO_ADMINS, type SeedAdmin } from "./demo-admins";
import { ROLE } from "@/lib/credentials";
import { normalizeEmail } from "@/lib/validation";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { adminPagePermissions, adminUsers, pages } from "../db/schema";

/**
 * lib/pages.ts is the truth: every start writes its pages so permissions can refer to them. A page is
 * matched by its key, so a renamed title is written over the old one and its grants stay.
 */
export async function syncPages(db: Db, list: readonly Pick<AdminPageDef, "slug" | "title">[] = ADMIN_PAGES) {
  await db
    .insert(pages)
    .values(list.map((page) => ({ key: page.slug, title: page.title, path: pagePath(page) })))
    .onConflictDoUpdate({ target: pages.key, set: { title: sql`excluded.title`, path: sql`excluded.path` } });
}

async function upsertAdmin(db: Db, admin: SeedAdmin): Promise<number> {
  const email = normalizeEmail(admin.email);
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(sql`lower(${adminUsers.email})`, email));
  if (existing) return existing.id;
  const [created] = await db
    .insert(adminUsers)
    .values({
      firstName: admin.firstName,
      lastName: admin.lastName,
      email,
      passwordHash: await hashPassword(admin.password),
      roleId: admin.roleId,
      isDemo: admin.isDemo ?? false,
    })
    .returning({ id: adminUsers.id });
  return created.id;
}

async function setPermissions(db: Db, adminId: number, titles: PageTitle[]) {
  const rows = titles.length ? await db.select({ id: pages.id }).from(pages).where(inArray(pages.title, titles)) : [];
  const ids = rows.map((r) => r.id);
  await db
    .delete(adminPagePermissions)
    .where(and(eq(adminPagePermissions.adminId, adminId), ids.length ? notInArray(adminPagePermissions.pageId, ids) : sql`true`));
  if (ids.length) {
    // Demo staff hold every right on their pages, as grants made before rights existed do.
    const whole = { canAdd: true, canEdit: true, canDelete: true };
    await db
      .insert(adminPagePermissions)
      .values(ids.map((pageId) => ({ adminId, pageId, ...whole })))
      .onConflictDoUpdate({ target: [adminPagePermissions.adminId, adminPagePermissions.pageId], set: whole });
  }
}

/** Deterministic and idempotent: running it twice leaves the same rows. */
export async function seedDemo(db: Db) {
  await syncPages(db);
  for (const admin of DEMO_ADMINS) {
    const id = await upsertAdmin(db, admin);
    if (admin.pages) await setPermissions(db, id, admin.pages);
  }
}

/** A production install's first administrator, from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureFirstAdmin(db: Db, { email, password }: { email: string; password: string }) {
  await upsertAdmin(db, { firstName: "Administrator", lastName: "", email, password, roleId: ROLE.admin, note: "first administrator" });
}

export async function hasAdmins(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return Boolean(row);
}

export { DEMO_ADMINS };
