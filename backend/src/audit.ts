import type { FastifyRequest } from "fastify";
import type { Db } from "./db/client";
import { auditLog } from "./db/schema";

/** Records an administrator's action. Never blocks the answer on a failure to record. */
export async function audit(
  db: Db,
  request: FastifyRequest,
  entry: { action: string; adminId?: number | null; target?: string; details?: Record<string, unknown> },
) {
  try {
    await db.insert(auditLog).values({ ...entry, adminId: entry.adminId ?? request.admin?.row.id ?? null, ip: request.ip });
  } catch (error) {
    request.log.error({ err: error, action: entry.action }, "audit log write failed");
  }
}
