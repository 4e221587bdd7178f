import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { HttpError } from "../http/envelope";
import { validate } from "../http/validate";

const params = z.object({ id: z.uuid(MESSAGES.notFound) });

/** Uploaded pictures, for signed-in administrators only; an id never changes its bytes, so it caches forever. */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/media/:id", { config: { access: "ownAccount" } }, async (request, reply) => {
    const { id } = validate(params, request.params);
    const [file] = await db.select().from(media).where(eq(media.id, id));
    if (!file) throw new HttpError(404, MESSAGES.notFound);
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'")
      .send(file.bytes);
  });
}
