/**
 * The member view's Profile (`GET /api/admin/appuser/<id>/profile`): a route of its own under the App
 * Users page's path, so lib/access.ts opens it to whoever may open that page, as every other route.
 */
import { MESSAGES } from "@/lib/messages";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { pathId } from "../../engine/path-id";
import { HttpError, ok } from "../../http/envelope";
import { readProfile } from "./profile-read";
import { signalsOf } from "./signals";

export async function memberProfileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/api/admin/appuser/:id/profile", async (request, reply) => {
    const id = pathId(request.params);
    const [profile, signals] = await Promise.all([readProfile(db, id), signalsOf(db, id)]);
    if (!profile) throw new HttpError(404, MESSAGES.rowNotFound("Member"));
    return ok(reply, [{ ...profile, signals }]);
  });
}
