/**
 * `GET /api/admin/find?q=`: find anything (docs/find.md). Members by member id, phone number, email or
 * name, each by the index of its own that App Users' search uses (member-search.ts), for whoever holds
 * App Users; administrators by name or email for whoever holds Admin Users. Nothing of a kind the
 * caller may not open is read at all.
 */
import type { FastifyInstance } from "fastify";
import { and, asc, isNull, or, sql } from "drizzle-orm";
import { canOpen, type Grant } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { FIND_LIMIT, NAME_MIN_LENGTH, type FindAnswer, type FoundAdmin, type FoundMember } from "@/lib/find";
import { findQuerySchema } from "@/lib/find-query";
import { adminOf } from "../auth/guard";
import type { Db } from "../db/client";
import { containing, escapeLike } from "../db/like-pattern";
import { personName } from "../db/person-name";
import { adminUsers, members } from "../db/schema";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";
import { memberSearchCondition } from "../resources/members/app-user-query";
import { readSearch } from "../resources/members/member-search";

/**
 * The first few members the text finds. No order: an order would make PostgreSQL read every member a
 * common name matches before answering; a finder answers the first it meets, and a member id or a full
 * phone number or email finds its one member.
 */
async function findMembers(db: Db, text: string): Promise<FoundMember[]> {
  const search = readSearch(text);
  if (!search || (search.kind === "name" && search.text.length < NAME_MIN_LENGTH)) return [];
  return db
    .select({ id: members.id, name: personName(members), memberCode: members.memberCode, phone: members.phone, email: members.email })
    .from(members)
    .where(memberSearchCondition(search))
    .limit(FIND_LIMIT);
}

/** Administrators whose name holds the text or whose email starts with it; few, so read in order. */
function findAdmins(db: Db, text: string): Promise<FoundAdmin[]> {
  return db
    .select({ id: adminUsers.id, name: personName(adminUsers), email: adminUsers.email })
    .from(adminUsers)
    .where(and(isNull(adminUsers.deletedAt), or(sql`${personName(adminUsers)} ilike ${containing(text)}`, sql`lower(${adminUsers.email}) like ${`${escapeLike(text.toLowerCase())}%`}`)))
    .orderBy(asc(adminUsers.firstName), asc(adminUsers.lastName), asc(adminUsers.id))
    .limit(FIND_LIMIT);
}

export async function findFor(db: Db, grant: Grant, text: string): Promise<FindAnswer> {
  const [found, admins] = await Promise.all([canOpen(grant, "App Users") ? findMembers(db, text) : [], canOpen(grant, "Admin Users") ? findAdmins(db, text) : []]);
  return { members: found, admins };
}

export async function findRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(apiPaths.find(), async (request, reply) => {
    const { q } = validate(findQuerySchema, request.query);
    const { row, pagePermissions } = adminOf(request);
    return ok(reply, [await findFor(db, { roleId: row.roleId, pagePermissions }, q)]);
  });
}
