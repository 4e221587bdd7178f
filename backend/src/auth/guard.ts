import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { apiAccessFor, mayCall, type RouteAccess } from "@/lib/access";
import type { Credentials } from "@/lib/credentials";
import { MESSAGES } from "@/lib/messages";
import type { Db } from "../db/client";
import { adminSessions, adminUsers } from "../db/schema";
import { HttpError } from "../http/envelope";
import { permissionTitles, type AdminRow } from "./credentials";
import { sessionClaimsSchema, type SessionClaims } from "./tokens";


export interface SignedInAdmin {
  row: AdminRow;
  sessionId: string;
  pagePermissions: Credentials["pagePermissions"];
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The read-only demo administrator may still call it (sign out). */
    demoAllowed?: boolean;
  }
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function signedInAdmin(db: Db, request: FastifyRequest): Promise<SignedInAdmin> {
  let claims: SessionClaims;
  try {
    claims = sessionClaimsSchema.parse(await request.jwtVerify());
  } catch {
    throw new HttpError(401, MESSAGES.sessionExpired);
  }
  const [found] = await db
    .select({ row: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, claims.sid),
        eq(adminUsers.id, Number(claims.sub)),
        isNull(adminSessions.revokedAt),
        eq(adminUsers.isActive, true),
        isNull(adminUsers.deletedAt),
      ),
    );
  if (!found) throw new HttpError(401, MESSAGES.sessionExpired);
  // Issued before the administrator's role or rights changed: the console refreshes the sign-in, which
  // brings the new rights into its cookie, and repeats the call (lib/backend.ts).
  if (claims.ver !== found.row.accessVersion) throw new HttpError(401, MESSAGES.sessionExpired);
  return { row: found.row, sessionId: claims.sid, pagePermissions: await permissionTitles(db, found.row.id) };
}

/** Checks the session and the page permission of every route with lib/access.ts, the console's own rules. */
export const accessGuard = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest("admin", null);

  // Who may call a route follows from its path by the console's own rule (lib/access.ts); a route
  // the rule does not cover must say it, or the api refuses to start: nothing is open by omission.
  app.addHook("onRoute", (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const byPath = route.url.startsWith("/api/admin/") ? apiAccessFor(route.url.slice("/api/admin/".length).split("/"), method) : undefined;
    const declared = route.config?.access;
    if (byPath && declared && JSON.stringify(byPath) !== JSON.stringify(declared)) {
      throw new Error(`Route ${route.method} ${route.url} declares an access that lib/access.ts does not give its path.`);
    }
    const access = byPath ?? declared;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access).`);
    route.config = { ...route.config, access };
  });

  app.addHook("preHandler", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    const admin = await signedInAdmin(db, request);
    const grant = { roleId: admin.row.roleId, pagePermissions: admin.pagePermissions };
    if (!mayCall(grant, access)) throw new HttpError(403, MESSAGES.notPermitted);
    if (admin.row.isDemo && !READ_METHODS.has(request.method) && !request.routeOptions.config.demoAllowed) {
      throw new HttpError(403, MESSAGES.demoReadOnly);
    }
    request.admin = admin;
  });
});

/** The signed-in administrator of a route that declared an access other than "public". */
export function adminOf(request: FastifyRequest): SignedInAdmin {
  if (!request.admin) throw new HttpError(401, MESSAGES.sessionExpired);
  return request.admin;
}
