/**
 * The Audit Log's Admin filter: every administrator who could have acted, deleted ones included (their
 * entries stay, and so must a way to find them), by name. Under the resource's path, so only those who
 * may read the Audit Log may list them.
 */
import type { FastifyInstance } from "fastify";
import { asc } from "drizzle-orm";
import { AUDIT_ADMIN_CHOICES } from "../../../../lib/resources/audit-log";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { ok } from "../../http/envelope";

export const adminChoice = (admin: { firstName: string; lastName: string; email: string; deletedAt: Date | null }) =>
  `${[admin.firstName, admin.lastName].filter(Boolean).join(" ")} <${admin.email}>${admin.deletedAt ? " (deleted)" : ""}`;

export async function adminChoicesRoute(app: FastifyInstance, { db }: { db: Db }) {
  app.get(`/api/admin/auditlog/${AUDIT_ADMIN_CHOICES}`, async (_request, reply) => {
    const admins = await db
      .select({ id: adminUsers.id, firstName: adminUsers.firstName, lastName: adminUsers.lastName, email: adminUsers.email, deletedAt: adminUsers.deletedAt })
      .from(adminUsers)
      .orderBy(asc(adminUsers.firstName), asc(adminUsers.lastName), asc(adminUsers.id));
    return ok(reply, admins.map((admin) => ({ id: admin.id, name: adminChoice(admin) })));
  });
}
