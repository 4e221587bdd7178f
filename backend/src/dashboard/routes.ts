/**
 * `GET /api/admin/dashboard?from=&to=` (docs/dashboard.md): a route of the Dashboard page's own, so
 * lib/access.ts opens it to whoever may open that page; inside, each part follows the pages the
 * administrator holds (lib/dashboard-parts.ts).
 */
import type { FastifyInstance } from "fastify";
import { dashboardPartsFor } from "../../../lib/dashboard-parts";
import { dashboardQuerySchema } from "../../../lib/dashboard-query";
import { serviceDay } from "../../../lib/time-zone";
import { adminOf } from "../auth/guard";
import { now } from "../clock";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";
import { readDashboard } from "./read";

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/api/admin/dashboard", async (request, reply) => {
    const today = serviceDay(now());
    const range = validate(dashboardQuerySchema(today), request.query);
    const { row, pagePermissions } = adminOf(request);
    const parts = dashboardPartsFor({ roleId: row.roleId, pagePermissions });
    return ok(reply, [await readDashboard(db, range, today, parts)]);
  });
}
