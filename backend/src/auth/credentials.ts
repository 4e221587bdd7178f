import { eq } from "drizzle-orm";
import { rightsLetters } from "@/lib/access";
import { ROLE_NAMES, type Credentials } from "@/lib/credentials";
import type { Db } from "../db/client";
import { adminPagePermissions, adminUsers, pages } from "../db/schema";

export type AdminRow = typeof adminUsers.$inferSelect;

/** The pages an administrator may open, each with the rights beyond Read it holds (lib/credentials.ts). */
export async function permissionTitles(db: Db, adminId: number): Promise<Credentials["pagePermissions"]> {
  const rows = await db
    .select({ title: pages.title, add: adminPagePermissions.canAdd, edit: adminPagePermissions.canEdit, delete: adminPagePermissions.canDelete })
    .from(adminPagePermissions)
    .innerJoin(pages, eq(pages.id, adminPagePermissions.pageId))
    .where(eq(adminPagePermissions.adminId, adminId))
    .orderBy(pages.id);
  return rows.map(({ title, ...rights }) => {
    const can = rightsLetters(rights);
    return can ? { title, can } : { title };
  });
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
