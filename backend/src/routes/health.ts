import type { FastifyInstance } from "fastify";
import { ping, type Db } from "../db/client";

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", { config: { access: "public" } }, async (_request, reply) => {
    try {
      await ping(db);
      return { status: 200, db: "ok" };
    } catch (error) {
      app.log.error(error);
      return reply.code(503).send({ status: 503, db: "unreachable" });
    }
  });
}
