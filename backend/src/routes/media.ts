import type { FastifyInstance } from "fastify";
import { and, eq, ne, notLike } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { HttpError } from "../http/envelope";

const params = z.object({ id: z.uuid() });

/**
 * Uploaded pictures, for signed-in administrators only; an id never changes its bytes, so it caches
 * forever. Members' files (owner "member:<id>") and the generator's demo pictures they use are not
 * here: they are served to staff with App Users only (docs/members.md, "Member files").
 */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/media/:id", { config: { access: "signedIn" } }, async (request, reply) => {
    // A malformed id names no picture, like an unknown one: 404 either way, never a 400 reading "Not found."
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, MESSAGES.notFound);
    const [file] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, parsed.data.id), notLike(media.owner, "member:%"), ne(media.owner, "generator")));
    if (!file) throw new HttpError(404, MESSAGES.notFound);
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'")
      .send(file.bytes);
  });
}
