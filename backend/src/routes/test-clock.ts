import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { advanceClock, now } from "../clock";
import type { Db } from "../db/client";
import { fingerprint } from "../db/fingerprint";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";

/** For end-to-end journeys only: registered when E2E_TEST_CLOCK=true on the embedded database. */
export async function testClockRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post("/test/clock", { config: { access: "public" } }, async (request, reply) => {
    const { advanceMs } = validate(z.strictObject({ advanceMs: z.number().int() }), request.body);
    advanceClock(advanceMs);
    return ok(reply, [{ now: now().toISOString() }]);
  });
  // The console fuzz checks in SQL that its refused requests changed no row (e2e/input-fuzz.spec.ts).
  app.get("/test/fingerprint", { config: { access: "public" } }, async (_request, reply) => ok(reply, [await fingerprint(db)]));
}
