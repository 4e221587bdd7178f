import type { FastifyRequest } from "fastify";
import type { Db } from "./db/client";
import { auditLog } from "./db/schema";
import { recordName } from "./audit-record-name";
import { markApplied } from "./http/idempotency";

export interface AuditEntry {
  action: string;
  adminId?: number | null;
  target?: string;
  /** The page's title the action was taken on. */
  page?: string;
  /** The member it concerns, for their History tab. */
  memberId?: number;
  details?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
}

const values = (request: FastifyRequest, entry: AuditEntry) => ({
  ...entry,
  adminId: entry.adminId ?? request.admin?.row.id ?? null,
  recordName: recordName(entry),
  ip: request.ip,
});

/** Records an administrator's action. Never blocks the answer on a failure to record. */
export async function audit(db: Db, request: FastifyRequest, entry: AuditEntry) {
  try {
    await db.insert(auditLog).values(values(request, entry));
  } catch (error) {
    request.log.error({ err: error, action: entry.action }, "audit log write failed");
  }
}

/**
 * Records an action inside its own transaction: if the entry cannot be written, the action is undone
 * with it. Moderation must never happen unrecorded.
 */
export async function auditWithin(tx: Db, request: FastifyRequest, entry: AuditEntry): Promise<number> {
  const [{ id }] = await tx.insert(auditLog).values(values(request, entry)).returning({ id: auditLog.id });
  // The write's Idempotency-Key is marked applied in the same transaction (docs/idempotency.md).
  await markApplied(tx, request);
  return id;
}
