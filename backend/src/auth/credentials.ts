import { eq } from "drizzle-orm";
import { ROLE_NAMES, type Credentials } from "@/lib/credentials";
import type { Db } from "../db/client";
import { adminPagePermissions, adminUsers, pages } from "../db/schema";

export type AdminRow = typeof adminUsers.$inferSelect;

export async function permissionTitles(db: Db, adminId: number): Promise<{ title: string }[]> {
  return db
    .select({ title: pages.title })
    .from(adminPagePermissions)
    .innerJoin(pages, eq(pages.id, adminPagePermissions.pageId))
    .where(eq(adminPagePermissions.adminId, adminId))
    .orderBy(pages.id);
}

/** The Credentials of docs/product-rules.md §3: what the console keeps about the signed-in administrator. */
export async function credentialsOf(db: Db, admin: AdminRow): Promise<Credentials> {
  return {
    id: admin.id,
    roleId: admin.roleId,
    pagePermissions: await permissionTitles(db, admin.id),
    firstName: admin.firstName,
    lastName: admin.lastName,
    roleName: ROLE_NAMES[admin.roleId] ?? "Unknown",
    email: admin.email,
    image: admin.image,
    readOnly: admin.isDemo,
  };
}
