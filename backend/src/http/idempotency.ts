/**
 * Idempotency keys on the console's writes (docs/idempotency.md): a write sent again with the same
 * `Idempotency-Key` (after a time-out, the api down, a retried click) gets the first answer and is
 * never applied twice.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@/lib/idempotency";
import { MESSAGES } from "@/lib/messages";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { runPeriodically } from "../periodic";
import { HttpError } from "./envelope";

declare module "fastify" {
  interface FastifyRequest {
    /** The claim of this write's key; `replayed` when the answer is the stored one. */
    idempotency?: { id: number; replayed?: true };
  }
}

/** A key lives a day: a repeat after that is a new write. */
export const IDEMPOTENCY_TTL = "24 hours";
/**
 * A claim neither applied nor answered after this long belongs to a process that stopped: its write
 * was rolled back, and a repeat may run it. Longer than the console's longest wait (2 minutes).
 */
const CLAIM_LEASE = "10 minutes";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN);

/** The body as received: parsed JSON in its order, or the raw bytes of an upload. */
/**
 * What binds a key to its change. A body streamed to its handler (the region CSV) is not read yet
 * here: its length and type stand for it, so another file under the same key is refused in most
 * cases; the upload is idempotent in itself (docs/region-csv.md), so a same-length one is harmless.
 */
function bodyHash(request: FastifyRequest): string {
  const hash = createHash("sha256");
  const { body } = request;
  if (body === undefined && request.headers["content-length"]) hash.update(`streamed ${request.headers["content-type"] ?? ""} ${request.headers["content-length"]}`);
  else hash.update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null));
  return hash.digest("hex");
}

/**
 * Marks the claimed key applied inside the write's own transaction: once the change commits, a repeat
 * can never run it again, even when the answer was lost with the process. Called where every change
 * writes its audit entry (backend/src/audit.ts).
 */
export async function markApplied(tx: Db, request: FastifyRequest) {
  const claim = request.idempotency;
  if (claim && !claim.replayed) await tx.update(idempotencyKeys).set({ appliedAt: sql`now()` }).where(eq(idempotencyKeys.id, claim.id));
}

/** Removes keys older than a day; answers how many went. */
export async function sweepExpiredKeys(db: Db): Promise<number> {
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_TTL}::interval`)).returning({ id: idempotencyKeys.id });
  return removed.length;
}

/** Registered right after the access guard: only a signed-in administrator's permitted write claims a key. */
export const idempotency = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.addHook("preHandler", async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (!WRITE_METHODS.has(request.method) || header === undefined || !request.admin) return;
    // Only a page's writes: the own account's answers carry tokens and recovery codes, never stored.
    const access = request.routeOptions.config?.access;
    if (typeof access !== "object" || !("page" in access)) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) throw new HttpError(400, MESSAGES.badIdempotencyKey);
    const mine = and(eq(idempotencyKeys.adminId, request.admin.row.id), eq(idempotencyKeys.key, parsed.data));
    const claim = { adminId: request.admin.row.id, key: parsed.data, method: request.method, path: request.url, bodyHash: bodyHash(request) };

    await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_TTL}::interval`)));
    const [claimed] = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ id: idempotencyKeys.id });
    if (claimed) {
      request.idempotency = { id: claimed.id };
      return;
    }
    const [found] = await db
      .select({ row: idempotencyKeys, leaseOver: sql<boolean>`${idempotencyKeys.claimedAt} < now() - ${CLAIM_LEASE}::interval` })
      .from(idempotencyKeys)
      .where(mine)
      .then((rows) => rows.map(({ row, leaseOver }) => ({ ...row, leaseOver })));
    if (!found) throw new HttpError(409, MESSAGES.stillBeingSaved);
    if (found.method !== claim.method || found.path !== claim.path || found.bodyHash !== claim.bodyHash) throw new HttpError(422, MESSAGES.keyReusedForOtherChange);
    if (found.status !== null) {
      request.idempotency = { id: found.id, replayed: true };
      reply.code(found.status).header("content-type", found.contentType ?? "application/json; charset=utf-8").header("idempotent-replayed", "true");
      return reply.send(found.answer ?? "");
    }
    // Committed, its answer not kept yet: still on its way within its lease (the first of several sent
    // at once is between its commit and its answer), lost with its process after it.
    if (found.appliedAt) throw new HttpError(409, found.leaseOver ? MESSAGES.savedWithoutAnswer : MESSAGES.stillBeingSaved);
    // A claim its process left behind (stopped before its write committed) is taken over, by one repeat only.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now()` })
      .where(and(eq(idempotencyKeys.id, found.id), isNull(idempotencyKeys.appliedAt), isNull(idempotencyKeys.status), lt(idempotencyKeys.claimedAt, sql`now() - ${CLAIM_LEASE}::interval`)))
      .returning({ id: idempotencyKeys.id });
    if (!taken) throw new HttpError(409, MESSAGES.stillBeingSaved);
    request.idempotency = { id: taken.id };
  });

  // The answer is kept with the key. A 5xx of a write that did not commit frees the key, so the same
  // change can be sent again; one that committed keeps its answer like any other.
  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.replayed) return payload;
    const answer = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
    try {
      if (reply.statusCode >= 500) {
        const freed = await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, claim.id), isNull(idempotencyKeys.appliedAt))).returning({ id: idempotencyKeys.id });
        if (freed.length) return payload;
      }
      const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
      await db.update(idempotencyKeys).set({ status: reply.statusCode, contentType, answer }).where(eq(idempotencyKeys.id, claim.id));
    } catch (error) {
      // The change itself is decided; failing to keep its answer must not turn it into an error.
      request.log.error({ err: error }, "keeping an idempotent answer failed");
    }
    return payload;
  });

  runPeriodically(app, "expired idempotency keys removed", 60 * 60_000, () => sweepExpiredKeys(db));
});
