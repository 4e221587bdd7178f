import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { advanceClock, now } from "../clock";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";

/** For end-to-end journeys only: registered when E2E_TEST_CLOCK=true on the embedded database. */
export async function testClockRoutes(app: FastifyInstance) {
  app.post("/test/clock", { config: { access: "public" } }, async (request, reply) => {
    const { advanceMs } = validate(z.object({ advanceMs: z.number().int() }), request.body);
    advanceClock(advanceMs);
    return ok(reply, [{ now: now().toISOString() }]);
  });
}
