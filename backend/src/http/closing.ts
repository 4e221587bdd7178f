import type { FastifyInstance } from "fastify";

/**
 * Once a stop has begun, every answer says `Connection: close`: a kept-alive connection (the console's,
 * nginx's) would otherwise hold the server open until its idle time-out, and the stop would run into
 * its deadline instead of ending as soon as the last request is answered (docs/operations.md).
 */
export function closeConnectionsWhenStopping(app: FastifyInstance) {
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });
}
